import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../common/schemas/notifications.js';
import { notify } from '../../notifications/notify.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { openSocket, wsUrl } from '../../testing/ws-client.js';
import { NOTIFICATION_LIST_LIMIT } from './list-notifications.js';

describe.each(TEST_DIALECTS)('notifications (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  let familyId: string;
  beforeEach(async () => {
    familyId = (await getJson<{ id: string }>(t.app, f.owner, '/api/family')).id;
  });

  const send = (userId: string, title = 'New message', at?: string) =>
    notify({
      db: t.db,
      realtime: t.app.services.realtime,
      delivery: t.app.services.delivery,
      userId,
      familyId,
      kind: 'message',
      title,
      body: 'Sam: Can you take the kids Friday?',
      link: '/messages',
    }).then(async (n) => {
      if (at) await t.db.kysely.updateTable('notifications').set({ createdAt: at }).where('id', '=', n.id).execute();
      return n;
    });
  const list = (parent: SignedInParent) => getJson<NotificationList>(t.app, parent, '/api/notifications');
  const markRead = (parent: SignedInParent, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: parent.cookie },
      ...(payload ? { payload } : {}),
    });

  it('starts empty and refuses a signed-out request', async () => {
    expect(await list(f.owner)).toEqual({ items: [], unreadCount: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read', payload: {} })).statusCode).toBe(401);
  });

  it('stores a notification, pushes it to the user’s open tab, and lists it newest first', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openSocket(wsUrl(t.app), { cookie: f.owner.cookie });
    try {
      await send(f.owner.user.id, 'Older', '2026-01-01T10:00:00.000Z');
      const created = await send(f.owner.user.id, 'Newer');
      const { frame } = await socket.next((fr) => fr.type === 'notification.created' && JSON.stringify(fr).includes('Newer'));
      expect(frame).toEqual({ type: 'notification.created', payload: { notification: created }, at: expect.any(String) });
      const { items, unreadCount } = await list(f.owner);
      expect(unreadCount).toBe(2);
      expect(items.map((n) => n.title)).toEqual(['Newer', 'Older']);
      expect(items[0]).toEqual({
        id: created.id,
        kind: 'message',
        title: 'Newer',
        body: 'Sam: Can you take the kids Friday?',
        link: '/messages',
        createdAt: created.createdAt,
        readAt: null,
      });
    } finally {
      await socket.close();
    }
  });

  it('lists at most 50 and counts every unread one', async () => {
    for (let i = 0; i < NOTIFICATION_LIST_LIMIT + 3; i += 1) await send(f.owner.user.id, `n${i}`);
    const { items, unreadCount } = await list(f.owner);
    expect(items).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(unreadCount).toBe(NOTIFICATION_LIST_LIMIT + 3);
  });

  it('marks the given ones read, then all', async () => {
    const [a, b] = [await send(f.owner.user.id, 'a'), await send(f.owner.user.id, 'b')];
    await send(f.owner.user.id, 'c');
    const some = await markRead(f.owner, { ids: [a.id, b.id] });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json()).toEqual({ unreadCount: 1 });
    const { items } = await list(f.owner);
    expect(
      items
        .filter((n) => n.readAt !== null)
        .map((n) => n.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const all = await markRead(f.owner);
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await markRead(f.owner, { ids: [] })).json()).toEqual({ unreadCount: 0 });
  });

  it('ignores ids of another user or another family and shows them nothing', async () => {
    const mine = await send(f.owner.user.id);
    // The co-parent of the same family and a member of another family both try to mark it read.
    for (const other of [f.coParent, f.intruder]) {
      const response = await markRead(other, { ids: [mine.id] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ unreadCount: 0 });
      const all = await markRead(other);
      expect(all.json()).toEqual({ unreadCount: 0 });
      expect(await list(other)).toEqual({ items: [], unreadCount: 0 });
    }
    expect(await list(f.owner)).toMatchObject({ unreadCount: 1, items: [{ id: mine.id, readAt: null }] });
  });

  it('refuses bad input with a clear 400', async () => {
    for (const payload of [{ ids: 'all' }, { ids: [42] }, { ids: [''] }, { everything: true }]) {
      const response = await markRead(f.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      // The summary is the message of the first field at fault.
      const body = response.json<{ code: string; message: string; fields: Record<string, string> }>();
      expect(body.code).toBe('bad_request');
      expect(body.message).toBe(Object.values(body.fields)[0]);
    }
  });
});
