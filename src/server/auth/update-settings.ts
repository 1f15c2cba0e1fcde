import type { UpdateSettingsRequest } from '../../common/schemas/auth.js';
import { bool, type Db } from '../db/database.js';

export async function updateSettings(db: Db, userId: string, input: UpdateSettingsRequest): Promise<void> {
  await db.kysely
    .updateTable('users')
    .set({
      ...(input.aiEnabled === undefined ? {} : { aiEnabled: bool(input.aiEnabled) }),
      ...(input.notificationsEnabled === undefined ? {} : { notificationsEnabled: bool(input.notificationsEnabled) }),
    })
    .where('id', '=', userId)
    .execute();
}
