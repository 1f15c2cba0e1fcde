import { custodianOn } from '../../common/custody/custody-days.js';
import type { CustodyContext } from './load-custody-context.js';

/**
 * The dates of a swap that no longer fit whose nights they are (under the schedule in effect on each
 * date, after the swaps already accepted): given-up dates the asker does not have, and make-up dates the
 * other parent does not have. Both empty when the swap can be made.
 */
export function datesNotHeld(
  context: CustodyContext,
  askerId: string,
  dates: string[],
  makeUpDates: string[],
): { notYours: string[]; notTheirs: string[] } {
  const holder = (date: string) => custodianOn({ versions: context.versions, swaps: context.swaps, date })?.parentId;
  return {
    notYours: dates.filter((d) => holder(d) !== askerId),
    notTheirs: makeUpDates.filter((d) => {
      const h = holder(d);
      return h === undefined || h === askerId;
    }),
  };
}
