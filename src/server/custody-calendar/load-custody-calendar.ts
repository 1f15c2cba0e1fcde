import { custodyDays } from '../../common/custody/custody-days.js';
import { custodyExchanges } from '../../common/custody/exchanges.js';
import type { CustodyCalendar } from '../../common/schemas/custody.js';
import type { Db } from '../db/database.js';
import { loadCustodyContext } from './load-custody-context.js';

/**
 * Whose night each date from `from` to `to` ('YYYY-MM-DD', both included) is, with accepted swaps
 * applied, and the exchanges in that range; null when the family has no custody schedule.
 * The caller checks the range (the API allows at most 400 days).
 */
export async function loadCustodyCalendar(opts: { db: Db; familyId: string; from: string; to: string }): Promise<CustodyCalendar | null> {
  const context = await loadCustodyContext(opts.db.kysely, opts.familyId);
  if (!context) return null;
  const { rule, parents, swaps, schedule } = context;
  return {
    days: custodyDays({ rule, parents, swaps, from: opts.from, to: opts.to }),
    exchanges: custodyExchanges({
      rule,
      parents,
      swaps,
      from: opts.from,
      to: opts.to,
      exchangeTime: schedule.exchangeTime,
      timeZone: schedule.timeZone,
    }),
  };
}
