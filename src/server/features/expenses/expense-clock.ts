import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Now as an ISO instant, but later than the expense's latest history step: the history is ordered by
 * time, and two steps within the same millisecond would otherwise come back in any order.
 */
export async function nextStepInstant(kysely: Kysely<Database>, expenseId: string): Promise<string> {
  const latest = await kysely
    .selectFrom('expenseEvents')
    .select('at')
    .where('expenseId', '=', expenseId)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const after = latest ? Date.parse(latest.at) + 1 : 0;
  return new Date(Math.max(Date.now(), after)).toISOString();
}
