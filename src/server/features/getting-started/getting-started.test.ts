import { describe, expect, it } from 'vitest';
import type { GettingStarted, GettingStartedStep } from '../../../common/schemas/getting-started.js';
import { getJson } from '../../testing/cross-family.js';
import { invite, join, signUp, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

describe.each(TEST_DIALECTS)('getting started checklist (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const send = (parent: SignedInParent, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie: parent.cookie }, payload });
  const status = (parent: SignedInParent) => getJson<GettingStarted>(t.app, parent, '/api/getting-started');
  const done = async (parent: SignedInParent): Promise<GettingStartedStep[]> =>
    (await status(parent)).steps.filter((s) => s.done).map((s) => s.id);

  it('starts with nothing done, then ticks each step off from the real data, and hides itself when all are done', async () => {
    const alex = await signUp(t.app, { firstName: 'Alex', lastName: 'Rivera' });
    expect(await status(alex)).toEqual({
      steps: [
        { id: 'invite', done: false },
        { id: 'children', done: false },
        { id: 'schedule', done: false },
        { id: 'calendar', done: false },
        { id: 'notifications', done: false },
      ],
      coParent: 'none',
      show: true,
    });

    const invitation = await invite(t.app, alex, 'sam@example.com');
    expect(await status(alex)).toMatchObject({ coParent: 'invited', show: true });
    expect(await done(alex)).toEqual(['invite']);

    expect((await send(alex, 'POST', '/api/children', { name: 'Emma', birthDate: '2017-04-12' })).statusCode).toBe(201);
    expect(await done(alex)).toEqual(['invite', 'children']);

    const schedule = await send(alex, 'PUT', '/api/custody-schedule', {
      pattern: 'alternating_weeks',
      startDate: '2026-01-05',
      exchangeTime: '17:00',
      firstParentId: alex.user.id,
      timeZone: 'UTC',
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    expect(await done(alex)).toEqual(['invite', 'children', 'schedule']);

    expect((await send(alex, 'POST', '/api/calendar/feeds', {})).statusCode).toBe(201);
    expect(await done(alex)).toEqual(['invite', 'children', 'schedule', 'calendar']);

    const sam = await signUp(t.app, { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' });
    expect((await join(t.app, sam, invitation.token)).statusCode).toBe(200);
    expect(await status(alex)).toMatchObject({ coParent: 'joined', show: true });

    expect((await send(alex, 'PATCH', '/api/auth/settings', { notificationsEnabled: true })).statusCode).toBe(200);
    expect(await status(alex)).toMatchObject({ show: false });
    expect((await status(alex)).steps.every((s) => s.done)).toBe(true);

    // Sam shares the family's co-parent, children and schedule; feed links and notifications are their own.
    expect(await status(sam)).toMatchObject({ coParent: 'joined', show: true });
    expect(await done(sam)).toEqual(['invite', 'children', 'schedule']);
  });

  it("counts a proposed schedule waiting for the co-parent, and never another family's records", async () => {
    const alex = await signUp(t.app);
    const sam = await signUp(t.app);
    const { token } = await invite(t.app, alex, sam.email);
    expect((await join(t.app, sam, token)).statusCode).toBe(200);
    const proposed = await send(alex, 'PUT', '/api/custody-schedule', {
      pattern: '2-2-3',
      startDate: '2026-01-05',
      exchangeTime: '17:00',
      firstParentId: alex.user.id,
      timeZone: 'UTC',
    });
    expect(proposed.statusCode, proposed.body).toBe(202);
    expect(await done(sam)).toEqual(['invite', 'schedule']);

    const other = await signUp(t.app);
    expect(await done(other)).toEqual([]);
    expect((await send(alex, 'POST', '/api/children', { name: 'Liam', birthDate: '2019-09-03' })).statusCode).toBe(201);
    expect(await done(other)).toEqual([]);
  });

  it('stays hidden once the parent dismisses it, for that parent only', async () => {
    const alex = await signUp(t.app);
    const sam = await signUp(t.app);
    const { token } = await invite(t.app, alex, sam.email);
    expect((await join(t.app, sam, token)).statusCode).toBe(200);
    const dismissed = await send(alex, 'POST', '/api/getting-started/dismiss', {});
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<GettingStarted>()).toMatchObject({ show: false, coParent: 'joined' });
    expect(await status(alex)).toMatchObject({ show: false });
    expect(await status(sam)).toMatchObject({ show: true });
    expect((await send(alex, 'POST', '/api/getting-started/dismiss', {})).json<GettingStarted>().show).toBe(false);
  });

  it('is never shown to a read-only member, and needs a session', async () => {
    const alex = await signUp(t.app);
    const pro = await signUp(t.app);
    const { token } = await invite(t.app, alex, pro.email);
    expect((await join(t.app, pro, token)).statusCode).toBe(200);
    await t.db.kysely.updateTable('memberships').set({ role: 'professional' }).where('userId', '=', pro.user.id).execute();
    expect(await status(pro)).toMatchObject({ show: false });
    expect((await send(pro, 'POST', '/api/getting-started/dismiss', {})).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/getting-started' })).statusCode).toBe(401);
  });
});
