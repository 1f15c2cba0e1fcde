import { CHECK_IN_LIMITS, type ExchangeCheckIns } from '../../../common/schemas/check-ins.js';
import type { Db } from '../../db/database.js';
import { loadExchanges } from './find-exchange.js';
import { exchangeCheckIns } from './load-check-ins.js';

const MINUTE = 60_000;

/** How far ahead the next handover is shown (closed) when none is open: the 24-hour reminder links here. */
const NEXT_AHEAD_MS = 48 * 60 * MINUTE;

/**
 * The latest exchange whose check-in window holds `now` (the one happening now or the one just past), with both
 * parents' check-ins; else the next one within 48 hours (not open yet); null when neither exists.
 */
export async function currentCheckIn(opts: { db: Db; familyId: string; now?: Date }): Promise<ExchangeCheckIns | null> {
  const now = opts.now ?? new Date();
  const exchanges = await loadExchanges({
    db: opts.db,
    familyId: opts.familyId,
    from: new Date(now.getTime() - CHECK_IN_LIMITS.closesDaysAfter * 1440 * MINUTE),
    to: new Date(now.getTime() + NEXT_AHEAD_MS),
  });
  const opensBy = now.getTime() + CHECK_IN_LIMITS.opensMinutesBefore * MINUTE;
  const latest = exchanges.filter((x) => Date.parse(x.at) <= opensBy).at(-1) ?? exchanges.at(0);
  return latest ? exchangeCheckIns(opts.db.kysely, opts.familyId, latest, now) : null;
}
