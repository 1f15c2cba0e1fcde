import { addDays } from '../../../common/custody/calendar-dates.js';
import type { CustodyExchange } from '../../../common/custody/exchanges.js';
import { loadCustodyCalendar } from '../../custody-calendar/load-custody-calendar.js';
import type { Db } from '../../db/database.js';

const dateOf = (instant: string) => instant.slice(0, 10);

/** The family's custody exchanges whose instants fall from `from` to `to` (schedule versions and accepted swaps applied). */
export async function loadExchanges(opts: { db: Db; familyId: string; from: Date; to: Date }): Promise<CustodyExchange[]> {
  const { from, to } = opts;
  // A day either side: an exchange's date is on the schedule's clock, its instant in UTC.
  const calendar = await loadCustodyCalendar({
    db: opts.db,
    familyId: opts.familyId,
    from: addDays(dateOf(from.toISOString()), -1),
    to: addDays(dateOf(to.toISOString()), 1),
  });
  return (calendar?.exchanges ?? []).filter((x) => {
    const at = Date.parse(x.at);
    return at >= from.getTime() && at <= to.getTime();
  });
}

/** The exchange scheduled at exactly `at`, or null when the custody calendar has none then. */
export async function findExchange(opts: { db: Db; familyId: string; at: string }): Promise<CustodyExchange | null> {
  const instant = new Date(opts.at);
  const exchanges = await loadExchanges({ db: opts.db, familyId: opts.familyId, from: instant, to: instant });
  return exchanges.find((x) => x.at === opts.at) ?? null;
}
