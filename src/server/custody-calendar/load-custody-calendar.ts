import { custodyDays } from '../../common/custody/custody-days.js';
import { custodyExchanges } from '../../common/custody/exchanges.js';
import type { CustodyCalendar } from '../../common/schemas/custody.js';
import type { Db } from '../db/database.js';
import { loadCustodyContext } from './load-custody-context.js';

/**
 * Whose night each date from `from` to `to` ('YYYY-MM-DD', both included) is, under the version of the
 * schedule in effect on that date, with accepted swaps applied, and the exchanges in that range; null
 * when the family has never had a custody schedule. The caller checks the range (the API allows at most 400 days).
 */
export async function loadCustodyCalendar(opts: { db: Db; familyId: string; from: string; to: string }): Promise<CustodyCalendar | null> {
  const context = await loadCustodyContext(opts.db.kysely, opts.familyId);
  if (!context) return null;
  const { versions, swaps } = context;
  return {
    days: custodyDays({ versions, swaps, from: opts.from, to: opts.to }),
    exchanges: custodyExchanges({ versions, swaps, from: opts.from, to: opts.to }),
  };
}
