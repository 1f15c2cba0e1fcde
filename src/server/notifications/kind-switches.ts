import type { Kysely } from 'kysely';
import { EMAIL_KINDS, type EmailKind } from '../../common/email-kinds.js';
import { bool } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** A table of per-kind switches of one channel: a row only for a kind switched, no row means on. */
export type KindSwitchTable = 'emailPreferences' | 'pushPreferences';
export type KindSwitches = Record<EmailKind, boolean>;

export async function loadKindSwitches(kysely: Kysely<Database>, table: KindSwitchTable, userId: string): Promise<KindSwitches> {
  const rows = await kysely.selectFrom(table).select(['kind', 'enabled']).where('userId', '=', userId).execute();
  const entries = EMAIL_KINDS.map((kind) => [kind, rows.find((r) => r.kind === kind)?.enabled !== 0]);
  return Object.fromEntries(entries) as KindSwitches;
}

/** Sets the kinds given, leaving the others as they are. Run it inside the caller's transaction. */
export async function saveKindSwitches(
  kysely: Kysely<Database>,
  table: KindSwitchTable,
  userId: string,
  switches: Partial<KindSwitches>,
  updatedAt: string,
): Promise<void> {
  for (const kind of EMAIL_KINDS) {
    const on = switches[kind];
    if (on === undefined) continue;
    await kysely
      .insertInto(table)
      .values({ userId, kind, enabled: bool(on), updatedAt })
      .onConflict((oc) => oc.columns(['userId', 'kind']).doUpdateSet({ enabled: bool(on), updatedAt }))
      .execute();
  }
}
