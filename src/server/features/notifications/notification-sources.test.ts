import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../common/custody/calendar-dates.js';
import type { NotificationList } from '../../../common/schemas/notifications.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { seedAgreedSchedule } from '../../testing/custody.js';
import { eventPayload, postEvent } from '../../testing/events.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { useSockets, type TestSocket } from '../../testing/ws-client.js';

const start = addDays(new Date().toISOString().slice(0, 10), 1);

/** The swap and event features announce their changes: notifications for the other parent, refresh events for the family. */
describe.each(TEST_DIALECTS)('notification sources (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  const { connect } = useSockets(t);
  let sockets: TestSocket[];
  beforeEach(async () => {
    sockets = [await connect(f.owner), await connect(f.coParent), await connect(f.intruder)];
  });

  it('a swap request notifies the other parent, its answer notifies the asker, and the family refreshes', async () => {
    const [ownerSocket, coParentSocket, intruderSocket] = sockets as [TestSocket, TestSocket, TestSocket];
    const schedule = {
      pattern: 'alternating_weeks',
      startDate: start,
      exchangeTime: '18:00',
      firstParentId: f.owner.user.id,
      timeZone: 'UTC',
    };
    // Agreed earlier (a proposal and its answer would notify too): written straight into the schedule's history.
    await seedAgreedSchedule(t.db, {
      proposer: f.owner,
      accepter: f.coParent,
      schedule: { ...schedule, pattern: 'alternating_weeks' },
      effectiveFrom: start,
    });

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/swap-requests',
      headers: { cookie: f.owner.cookie },
      payload: { dates: [addDays(start, 1)], makeUpDates: [addDays(start, 8)], reason: 'Work trip' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await coParentSocket.next((fr) => fr.type === 'notification.created');
    await ownerSocket.next((fr) => fr.type === 'swaps.changed');
    const coParentList = await getJson<NotificationList>(t.app, f.coParent, '/api/notifications');
    expect(coParentList).toMatchObject({
      unreadCount: 1,
      items: [{ kind: 'swap', title: 'New swap request', body: `Alex Rivera asked to swap ${addDays(start, 1)}`, link: '/calendar' }],
    });
    expect((await getJson<NotificationList>(t.app, f.owner, '/api/notifications')).items).toEqual([]);

    const id = asked.json<{ id: string }>().id;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/swap-requests/${id}/accept`,
      headers: { cookie: f.coParent.cookie },
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await ownerSocket.next((fr) => fr.type === 'notification.created');
    expect(await getJson<NotificationList>(t.app, f.owner, '/api/notifications')).toMatchObject({
      unreadCount: 1,
      items: [{ kind: 'swap', title: 'Swap request accepted', link: '/calendar' }],
    });
    expect(intruderSocket.frames).toEqual([]);
  });

  it('creating, changing and deleting an event tells the family to refresh', async () => {
    const [ownerSocket, coParentSocket, intruderSocket] = sockets as [TestSocket, TestSocket, TestSocket];
    const count = (s: TestSocket) => s.frames.filter((fr) => fr.frame.type === 'events.changed').length;
    const until = async (n: number) => {
      await coParentSocket.next(() => count(coParentSocket) >= n);
      await ownerSocket.next(() => count(ownerSocket) >= n);
    };
    const event = await postEvent(t.app, f.owner, eventPayload());
    await until(1);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: { cookie: f.owner.cookie },
      payload: { title: 'Moved' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await until(2);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: { cookie: f.owner.cookie } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await until(3);
    expect(intruderSocket.frames).toEqual([]);
  });
});
