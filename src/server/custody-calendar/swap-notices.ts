import type { SwapRequest } from '../../common/schemas/custody.js';
import type { Db } from '../db/database.js';
import { notify } from '../notifications/notify.js';
import type { Realtime } from '../realtime/realtime.js';
import type { NotificationDelivery } from '../notifications/notification-delivery.js';
import { expireStaleSwaps } from './expire-stale-swaps.js';

export const SWAPS_LINK = '/calendar';

/** '2030-06-12', or '3 days from 2030-06-12'. */
export function swapDaysLabel(dates: string[]): string {
  return dates.length === 1 ? (dates[0] ?? '') : `${dates.length} days from ${dates[0] ?? ''}`;
}

/** Why the request expired, from the step the app wrote. */
const expiryNote = (swap: SwapRequest): string =>
  swap.history.findLast((h) => h.action === 'expired')?.note ?? 'it can no longer be accepted';

/** The parent who asked learns their request expired, and every open calendar and dashboard refreshes. */
async function announceExpiredSwaps(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  swaps: SwapRequest[];
}): Promise<void> {
  const { db, realtime, delivery, familyId, swaps } = opts;
  if (swaps.length === 0) return;
  for (const swap of swaps) {
    await notify({
      db,
      realtime,
      delivery,
      userId: swap.requestedBy,
      familyId,
      kind: 'swap',
      title: 'Swap request expired',
      body: `Your request to swap ${swapDaysLabel(swap.dates)} expired: ${expiryNote(swap)}. Ask for a new swap if you still need one.`,
      link: SWAPS_LINK,
    });
  }
  await realtime.publish({ familyId }, 'swaps.changed', {});
}

/** Expires the family's swap requests that can no longer be accepted, and tells the parents. */
export async function sweepStaleSwaps(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
}): Promise<void> {
  const swaps = await expireStaleSwaps({ db: opts.db, familyId: opts.familyId });
  await announceExpiredSwaps({ ...opts, swaps });
}
