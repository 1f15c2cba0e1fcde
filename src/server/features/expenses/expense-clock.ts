import type { Kysely } from 'kysely';
import { nextInstant } from '../../db/next-instant.js';
import type { Database } from '../../db/schema.js';

/** Now as an ISO instant, but later than the expense's latest history step (see nextInstant). */
export async function nextStepInstant(kysely: Kysely<Database>, expenseId: string): Promise<string> {
  const latest = await kysely
    .selectFrom('expenseEvents')
    .select('at')
    .where('expenseId', '=', expenseId)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return nextInstant(latest?.at);
}
