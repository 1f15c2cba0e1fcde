import { performance } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { LocalRealtime } from './in-process-realtime.js';
import { listenerName, NOTIFY_PAYLOAD_LIMIT_BYTES } from './postgres-realtime.js';
import { CATCH_UP_WINDOW_MS } from './recent-changes.js';
import { pairedParents, sessionCookieOf, signUp, TEST_PASSWORD } from '../testing/factories.js';
import { createSecondInstance, TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { refusedStatus, useSockets, wsUrl } from '../testing/ws-client.js';

const DELIVERY_BUDGET_MS = 100;

describe.each(TEST_DIALECTS)('realtime over GET /api/ws (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const { connect } = useSockets(t);
  let url: string;
  beforeEach(() => {
    url = wsUrl(t.app);
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('accepts a signed-in tab and refuses signed-out and foreign-origin ones before the upgrade', async () => {
    const parent = await signUp(t.app);
    expect(await refusedStatus(url)).toBe(401);
    expect(await refusedStatus(url, { cookie: 'amity_session=not-a-session' })).toBe(401);
    expect(await refusedStatus(url, { cookie: parent.cookie, origin: 'https://evil.example' })).toBe(403);
    const origin = new URL(url.replace('ws:', 'http:')).origin;
    expect(await refusedStatus(url, { cookie: parent.cookie, origin })).toBe(101);
  });

  it('delivers a family event to both parents within 100 ms and not to another family', async () => {
    const { first, second, family } = await pairedParents(t.app);
    const intruder = await signUp(t.app);
    const [a, b, c] = [await connect(first), await connect(second), await connect(intruder)];
    const started = performance.now();
    await t.app.services.realtime.publish({ familyId: family.id }, 'events.changed', {});
    const [gotA, gotB] = await Promise.all([a.next((f) => f.type === 'events.changed'), b.next((f) => f.type === 'events.changed')]);
    expect(gotA.receivedAt - started).toBeLessThan(DELIVERY_BUDGET_MS);
    expect(gotB.receivedAt - started).toBeLessThan(DELIVERY_BUDGET_MS);
    expect(gotA.frame).toMatchObject({ type: 'events.changed', payload: {}, at: expect.any(String) });
    await sleep(100);
    expect(c.frames).toEqual([]);
  });

  it('sends a user event only to that user', async () => {
    const { first, second } = await pairedParents(t.app);
    const [a, b] = [await connect(first), await connect(second)];
    await t.app.services.realtime.publish({ userId: second.user.id }, 'swaps.changed', {});
    await b.next((f) => f.type === 'swaps.changed');
    await sleep(100);
    expect(a.frames).toEqual([]);
  });

  describe("a first connection's hello: did the page miss a change since its data was read", () => {
    // The instance knows the events since it started: the clock moves a minute on, so a page read now is after that.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 60_000);
    });
    afterEach(() => vi.useRealTimers());
    const since = (ms: number) => `${url}?since=${ms}`;

    it("says no until the user's family or the user has an event, and not for another family's", async () => {
      const { first, second, family } = await pairedParents(t.app);
      const stranger = await signUp(t.app);
      const pageRead = Date.now();
      expect(await (await connect(first, since(pageRead))).hello).toEqual({ type: 'hello', missed: false });
      await t.app.services.realtime.publish({ familyId: family.id }, 'events.changed', {});
      expect(await (await connect(second, since(pageRead))).hello).toEqual({ type: 'hello', missed: true });
      expect(await (await connect(stranger, since(pageRead))).hello).toEqual({ type: 'hello', missed: false });
      await t.app.services.realtime.publish({ userId: stranger.user.id }, 'swaps.changed', {});
      expect(await (await connect(stranger, since(pageRead))).hello).toEqual({ type: 'hello', missed: true });
    });

    it('says yes when it cannot tell: no moment given, or one older than it remembers', async () => {
      const parent = await signUp(t.app);
      expect(await (await connect(parent)).hello).toEqual({ type: 'hello', missed: true });
      expect(await (await connect(parent, since(Date.now() - CATCH_UP_WINDOW_MS - 1))).hello).toEqual({ type: 'hello', missed: true });
    });

    it('refuses a moment that is not a whole number of milliseconds with a 400 before the upgrade', async () => {
      const parent = await signUp(t.app);
      const origin = new URL(url.replace('ws:', 'http:')).origin;
      for (const bad of ['yesterday', '-5', '1.5', '9'.repeat(20)]) {
        expect(await refusedStatus(`${url}?since=${bad}`, { cookie: parent.cookie, origin }), bad).toBe(400);
      }
      const response = await t.app.inject({ method: 'GET', url: '/api/ws?since=soon', headers: { cookie: parent.cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'since must be a time in milliseconds since 1970' });
    });
  });

  it('answers a ping with a pong', async () => {
    const parent = await signUp(t.app);
    const socket = await connect(parent);
    socket.ws.send(JSON.stringify({ type: 'ping' }));
    expect((await socket.next((f) => f.type === 'pong')).frame).toEqual({ type: 'pong' });
  });

  it('stops sending the old family’s events to a parent who left it', async () => {
    const { first, second, family } = await pairedParents(t.app);
    const [a, b] = [await connect(first), await connect(second)];
    const left = await t.app.inject({ method: 'POST', url: '/api/family/leave', headers: { cookie: second.cookie }, payload: {} });
    expect(left.statusCode, left.body).toBe(200);
    await t.app.services.realtime.publish({ familyId: family.id }, 'events.changed', {});
    await a.next((f) => f.type === 'events.changed');
    await sleep(100);
    expect(b.frames.filter((f) => f.frame.type === 'events.changed')).toEqual([]);
  });

  it('delivers an event bigger than a NOTIFY payload', async () => {
    const { first, family } = await pairedParents(t.app);
    const socket = await connect(first);
    const content = 'x'.repeat(NOTIFY_PAYLOAD_LIMIT_BYTES * 3);
    await t.app.services.realtime.publish({ familyId: family.id }, 'message.created', {
      conversationId: 'c1',
      message: {
        id: 'm1',
        conversationId: 'c1',
        senderId: first.user.id,
        senderName: 'Alex Rivera',
        content,
        timestamp: new Date().toISOString(),
        isRead: false,
        readAt: null,
        attachments: [],
        hash: '0'.repeat(64),
      },
    });
    const { frame } = await socket.next((f) => f.type === 'message.created');
    expect(frame).toMatchObject({ payload: { conversationId: 'c1', message: { id: 'm1', content } } });
    if (dialect === 'postgres') {
      const rows = await t.db.kysely.selectFrom('realtimeOutbox').select('id').execute();
      expect(rows).toHaveLength(1);
    }
  });

  it(
    dialect === 'postgres' ? 'reconnects its LISTEN connection after it is cut and delivers again' : 'forgets a socket once it closes',
    async () => {
      const { first, family } = await pairedParents(t.app);
      const socket = await connect(first);
      const hub = (t.app.services.realtime as LocalRealtime).hub;
      if (dialect === 'postgres') {
        const cut = await sql<{
          cut: boolean;
        }>`select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = ${listenerName(t.db.schema ?? '')}`.execute(
          t.db.kysely,
        );
        expect(cut.rows).toEqual([{ cut: true }]);
        // Whatever was notified while the listener was down is lost, so the instance closes its sockets
        // with 1012 (service restart): browsers reconnect and refetch.
        const closed = await new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
        expect(closed).toBe(1012);
        // Nor can it tell a page read before the cut that it missed nothing.
        const beforeCut = Date.now() - 1;
        expect(await (await connect(first, `${url}?since=${beforeCut}`)).hello).toEqual({ type: 'hello', missed: true });
        const again = await connect(first);
        await expect
          .poll(
            async () => {
              await t.app.services.realtime.publish({ familyId: family.id }, 'events.changed', {});
              return again.frames.length;
            },
            { timeout: 5000, interval: 200 },
          )
          .toBeGreaterThan(0);
      } else {
        expect(hub.size).toBe(1);
        await socket.close();
        await expect.poll(() => hub.size).toBe(0);
      }
    },
  );

  it('closes the sockets of a session when it signs out, and only those', async () => {
    const { first } = await pairedParents(t.app);
    const otherTab = await connect(first);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: first.email, password: TEST_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const otherDevice = await connect({ ...first, cookie: sessionCookieOf(login) });
    const closed = new Promise<number>((resolve) => otherTab.ws.once('close', (code) => resolve(code)));
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: first.cookie } });
    expect(logout.statusCode).toBe(303);
    expect(await closed).toBe(4401);
    expect(otherDevice.ws.readyState).toBe(otherDevice.ws.OPEN);
  });

  it(
    dialect === 'postgres'
      ? 'fans out between two app instances on one database through LISTEN/NOTIFY'
      : 'fans out to every open tab of the one in-process instance',
    async () => {
      const { first, second, family } = await pairedParents(t.app);
      const other = dialect === 'postgres' ? await createSecondInstance(t) : undefined;
      try {
        if (other) await other.app.listen({ port: 0, host: '127.0.0.1' });
        const onFirst = await connect(first);
        const onSecond = await connect(second, other ? wsUrl(other.app) : url);
        const started = performance.now();
        await t.app.services.realtime.publish({ familyId: family.id }, 'events.changed', {});
        const [x, y] = await Promise.all([
          onFirst.next((f) => f.type === 'events.changed'),
          onSecond.next((f) => f.type === 'events.changed'),
        ]);
        expect(x.receivedAt - started).toBeLessThan(DELIVERY_BUDGET_MS);
        expect(y.receivedAt - started).toBeLessThan(DELIVERY_BUDGET_MS);
        await onSecond.close();
      } finally {
        await other?.close();
      }
    },
  );
});
