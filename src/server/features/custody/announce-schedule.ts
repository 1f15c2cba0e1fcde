import { scheduleDateLabel } from '../../../common/custody/describe-schedule.js';
import type { ScheduleChange } from '../../../common/schemas/custody.js';
import type { Db } from '../../db/database.js';
import { notify } from '../../notifications/notify.js';
import { notifyOtherParents } from '../../notifications/notify-other-parents.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { NotificationDelivery } from '../../notifications/notification-delivery.js';
import { sweepStaleSwaps } from '../../custody-calendar/swap-notices.js';
import type { ChangeOutcome } from './propose-change.js';

const CALENDAR_LINK = '/calendar';

interface Announce {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  change: ScheduleChange;
}

const what = (change: ScheduleChange) =>
  change.kind === 'end' ? 'ending the custody schedule' : `a new custody schedule: ${change.summary}`;

/** After a proposal is saved: the other parent is asked to answer it; every open calendar of the family refreshes. */
export async function announceProposal({ db, realtime, delivery, familyId, change }: Announce): Promise<void> {
  const from = change.requestedFrom ? ` It would apply from ${scheduleDateLabel(change.requestedFrom)}.` : '';
  await notifyOtherParents({
    db,
    realtime,
    delivery,
    actorId: change.proposedBy,
    familyId,
    kind: 'schedule',
    title: change.kind === 'end' ? 'Custody schedule: ending proposed' : 'Custody schedule change proposed',
    body: `${change.proposedByName} proposed ${what(change)}.${from} Accept or decline it on the calendar.`,
    link: CALENDAR_LINK,
  });
  await realtime.publish({ familyId }, 'custody.changed', {});
}

/** After a proposal is answered or cancelled (or a parent alone changed the schedule): whoever is concerned learns it, calendars refresh. */
export async function announceDecision({ db, realtime, delivery, familyId, change }: Announce): Promise<void> {
  if (change.status === 'accepted' || change.status === 'declined') {
    const from = change.effectiveFrom ? `; it applies from ${scheduleDateLabel(change.effectiveFrom)}` : '';
    await notify({
      db,
      realtime,
      delivery,
      userId: change.proposedBy,
      familyId,
      kind: 'schedule',
      title: change.status === 'accepted' ? 'Custody schedule change accepted' : 'Custody schedule change declined',
      body: `${change.answeredByName ?? 'Your co-parent'} ${change.status} ${what(change)}${from}.`,
      link: CALENDAR_LINK,
    });
  }
  if (change.status === 'cancelled') {
    await notifyOtherParents({
      db,
      realtime,
      delivery,
      actorId: change.proposedBy,
      familyId,
      kind: 'schedule',
      title: 'Custody schedule proposal withdrawn',
      body: `${change.proposedByName} withdrew the proposal of ${what(change)}.`,
      link: CALENDAR_LINK,
    });
  }
  await realtime.publish({ familyId }, 'custody.changed', {});
  // The custody days changed: a pending swap asking for days that are no longer the asker's expires now.
  if (change.status === 'accepted' || change.status === 'applied') await sweepStaleSwaps({ db, realtime, delivery, familyId });
}

/** After a parent set, changed or ended the schedule: a proposal asks the other parent, a change made alone refreshes calendars. */
export async function announceOutcome(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  result: ChangeOutcome;
}): Promise<void> {
  const { result, ...rest } = opts;
  if (result.outcome === 'proposed') await announceProposal({ ...rest, change: result.change });
  if (result.outcome === 'applied') await announceDecision({ ...rest, change: result.change });
}
