import { monthRange, yearRange } from '../../../common/custody/calendar-dates.js';
import { custodyDays } from '../../../common/custody/custody-days.js';
import { timeShare } from '../../../common/custody/time-share.js';
import type { TimeShare } from '../../../common/schemas/custody.js';
import { loadCustodyContext } from '../../custody-calendar/load-custody-context.js';
import type { Db } from '../../db/database.js';

/**
 * Each parent's overnights in a month ('YYYY-MM') and its calendar year: each date under the version of the
 * schedule in effect on it, plus accepted swaps.
 */
export async function getTimeShare(opts: { db: Db; familyId: string; month: string }): Promise<TimeShare> {
  const year = opts.month.slice(0, 4);
  const context = await loadCustodyContext(opts.db.kysely, opts.familyId);
  if (!context) return { month: { label: opts.month, nights: [] }, year: { label: year, nights: [] } };
  const share = (range: { from: string; to: string }) =>
    timeShare(custodyDays({ versions: context.versions, swaps: context.swaps, ...range }), context.parentList);
  return {
    month: { label: opts.month, nights: share(monthRange(opts.month)) },
    year: { label: year, nights: share(yearRange(year)) },
  };
}
