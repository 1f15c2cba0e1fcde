import { CHILD_REMOVAL_NOTICES, CHILDREN_LINK, type ChildRemovalRequest } from '../../../common/schemas/child-removal.js';
import type { Db } from '../../db/database.js';
import { notify } from '../../notifications/notify.js';
import { notifyOtherParents } from '../../notifications/notify-other-parents.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { NotificationDelivery } from '../../notifications/notification-delivery.js';

/** Every open children list of the family refetches (a child added, changed or archived, a request made or answered). */
export async function announceChildrenChanged(realtime: Realtime, familyId: string): Promise<void> {
  await realtime.publish({ familyId }, 'children.changed', {});
}

/** After a removal request is saved: the other parent is notified, then every children list refreshes. */
export async function announceRemovalRequested(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  request: ChildRemovalRequest;
}) {
  const { db, realtime, delivery, familyId, request } = opts;
  await notifyOtherParents({
    db,
    realtime,
    delivery,
    actorId: request.requestedBy,
    familyId,
    kind: 'child',
    title: CHILD_REMOVAL_NOTICES.requestedTitle,
    body: CHILD_REMOVAL_NOTICES.requestedBody(request.requestedByName, request.childName),
    link: CHILDREN_LINK,
  });
  await announceChildrenChanged(realtime, familyId);
}

/** After a removal request is answered or cancelled: the asker learns the answer, every children list refreshes. */
export async function announceRemovalDecided(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  request: ChildRemovalRequest;
}) {
  const { db, realtime, delivery, familyId, request } = opts;
  if (request.status === 'accepted' || request.status === 'declined') {
    await notify({
      db,
      realtime,
      delivery,
      userId: request.requestedBy,
      familyId,
      kind: 'child',
      title: CHILD_REMOVAL_NOTICES.answeredTitle(request.status),
      body: CHILD_REMOVAL_NOTICES.answeredBody(request.answeredByName ?? 'Your co-parent', request.status, request.childName),
      link: CHILDREN_LINK,
    });
  }
  await announceChildrenChanged(realtime, familyId);
}
