import type { SwapRequest } from '../../../common/schemas/custody.js';
import type { Db } from '../../db/database.js';
import { notify } from '../../notifications/notify.js';
import { notifyOtherParents } from '../../notifications/notify-other-parents.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { NotificationDelivery } from '../../notifications/notification-delivery.js';
import { SWAPS_LINK, swapDaysLabel } from '../../custody-calendar/swap-notices.js';

/** After a swap request is saved: the other parent gets a notification, the family's calendars refresh. */
export async function announceSwapRequested(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  swap: SwapRequest;
}) {
  const { db, realtime, delivery, familyId, swap } = opts;
  await notifyOtherParents({
    db,
    realtime,
    delivery,
    actorId: swap.requestedBy,
    familyId,
    kind: 'swap',
    title: 'New swap request',
    body: `${swap.requestedByName} asked to swap ${swapDaysLabel(swap.dates)}`,
    link: SWAPS_LINK,
  });
  await realtime.publish({ familyId }, 'swaps.changed', {});
}

/** After a swap request is answered or cancelled: the asker learns the answer, calendars refresh. */
export async function announceSwapDecided(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  swap: SwapRequest;
}) {
  const { db, realtime, delivery, familyId, swap } = opts;
  if (swap.status === 'accepted' || swap.status === 'declined') {
    await notify({
      db,
      realtime,
      delivery,
      userId: swap.requestedBy,
      familyId,
      kind: 'swap',
      title: swap.status === 'accepted' ? 'Swap request accepted' : 'Swap request declined',
      body: `${swap.answeredByName ?? 'Your co-parent'} ${swap.status} your swap of ${swapDaysLabel(swap.dates)}`,
      link: SWAPS_LINK,
    });
  }
  await realtime.publish({ familyId }, 'swaps.changed', {});
}
