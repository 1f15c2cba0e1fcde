import type { UpdateSettingsRequest } from '../../common/schemas/auth.js';
import { bool, type Db } from '../db/database.js';

export async function updateSettings(db: Db, userId: string, input: UpdateSettingsRequest): Promise<void> {
  await db.kysely
    .updateTable('users')
    .set({ aiEnabled: bool(input.aiEnabled) })
    .where('id', '=', userId)
    .execute();
}
