import type { Db } from '../../db/database.js';
import { loadUserNames } from '../../db/user-names.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import { notify } from '../../notifications/notify.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { NotificationDelivery } from '../../notifications/notification-delivery.js';
import { CALENDAR_LINK, EVENT_NOTIFICATION_TITLES } from './event-messages.js';

/** A change to an event that its author must hear about when someone else made it. */
export interface EventNotice {
  kind: keyof typeof EVENT_NOTIFICATION_TITLES;
  actorId: string;
  /** The event's author. */
  createdBy: string;
  /** What happened, after the actor's name: "changed 'Dentist' (Tue 4 Mar 2030): start, location". */
  text: string;
}

/**
 * After a committed change: the author of the event, when it is the other parent and still in the family,
 * is notified (a change to their event is never silent), and every open calendar of the family refreshes.
 */
export async function announceEventChange(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  notice: EventNotice | null;
}): Promise<void> {
  const { db, realtime, delivery, familyId, notice } = opts;
  if (notice && notice.createdBy !== notice.actorId) {
    const parents = await loadFamilyParents(db.kysely, familyId);
    if (parents.some((p) => p.id === notice.createdBy)) {
      const actorName = (await loadUserNames(db.kysely, [notice.actorId]))(notice.actorId);
      await notify({
        db,
        realtime,
        delivery,
        userId: notice.createdBy,
        familyId,
        kind: 'event',
        title: EVENT_NOTIFICATION_TITLES[notice.kind],
        body: `${actorName} ${notice.text}`,
        link: CALENDAR_LINK,
      });
    }
  }
  await realtime.publish({ familyId }, 'events.changed', {});
}
