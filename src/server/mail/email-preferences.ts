import { EMAIL_KINDS, type EmailKind } from '../../common/email-kinds.js';
import type { UpdateEmailPreferences } from '../../common/schemas/email-preferences.js';
import { bool, nowIso, type Db } from '../db/database.js';

export type EmailSwitches = Record<EmailKind, boolean> & { messageText: boolean };

/** The parent's email switches: every kind on unless turned off, message text off unless turned on. */
export async function loadEmailSwitches(db: Db, userId: string): Promise<EmailSwitches> {
  const rows = await db.kysely.selectFrom('emailPreferences').select(['kind', 'enabled']).where('userId', '=', userId).execute();
  const user = await db.kysely.selectFrom('users').select('emailMessageText').where('id', '=', userId).executeTakeFirst();
  const switches = Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, rows.find((r) => r.kind === kind)?.enabled !== 0]));
  return { ...(switches as Record<EmailKind, boolean>), messageText: Boolean(user?.emailMessageText) };
}

export async function saveEmailSwitches(db: Db, userId: string, input: UpdateEmailPreferences): Promise<void> {
  const updatedAt = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    for (const kind of EMAIL_KINDS) {
      const enabled = input[kind];
      if (enabled === undefined) continue;
      await trx
        .insertInto('emailPreferences')
        .values({ userId, kind, enabled: bool(enabled), updatedAt })
        .onConflict((oc) => oc.columns(['userId', 'kind']).doUpdateSet({ enabled: bool(enabled), updatedAt }))
        .execute();
    }
    if (input.messageText !== undefined) {
      await trx
        .updateTable('users')
        .set({ emailMessageText: bool(input.messageText) })
        .where('id', '=', userId)
        .execute();
    }
  });
}
