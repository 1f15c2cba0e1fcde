import type { UpdateEmailPreferences } from '../../common/schemas/email-preferences.js';
import { bool, nowIso, type Db } from '../db/database.js';
import { loadKindSwitches, saveKindSwitches, type KindSwitches } from '../notifications/kind-switches.js';

export type EmailSwitches = KindSwitches & { messageText: boolean };

/** The parent's email switches: every kind on unless turned off, message text off unless turned on. */
export async function loadEmailSwitches(db: Db, userId: string): Promise<EmailSwitches> {
  const switches = await loadKindSwitches(db.kysely, 'emailPreferences', userId);
  const user = await db.kysely.selectFrom('users').select('emailMessageText').where('id', '=', userId).executeTakeFirst();
  return { ...switches, messageText: Boolean(user?.emailMessageText) };
}

export async function saveEmailSwitches(db: Db, userId: string, input: UpdateEmailPreferences): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const { messageText, ...kinds } = input;
    await saveKindSwitches(trx, 'emailPreferences', userId, kinds, nowIso());
    if (messageText !== undefined) {
      await trx
        .updateTable('users')
        .set({ emailMessageText: bool(messageText) })
        .where('id', '=', userId)
        .execute();
    }
  });
}
