import { datesNotHeld } from '../../custody-calendar/dates-not-held.js';
import type { CustodyContext } from '../../custody-calendar/load-custody-context.js';
import { SWAP_MESSAGES } from './swap-messages.js';

/**
 * Why a swap cannot be made as things stand (under the schedule in effect on each date, after the swaps
 * already accepted), keyed by field;
 * null when the asker has every date they give up and the other parent every make-up date.
 */
export function swapDateProblems(
  context: CustodyContext,
  askerId: string,
  dates: string[],
  makeUpDates: string[],
): Record<string, string> | null {
  const { notYours, notTheirs } = datesNotHeld(context, askerId, dates, makeUpDates);
  const problems: Record<string, string> = {};
  if (notYours.length > 0) problems.dates = SWAP_MESSAGES.notYours(notYours);
  if (notTheirs.length > 0) problems.makeUpDates = SWAP_MESSAGES.notTheirs(notTheirs);
  return Object.keys(problems).length > 0 ? problems : null;
}
