import { describe, expect, it } from 'vitest';
import type { Family } from '../../common/schemas/family.js';
import { sessionCookieOf } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo family (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('creates two paired parents who can sign in with the printed details, with children and upcoming events, once', async () => {
    const demo = await seedDemoFamily(t.db);
    expect(await seedDemoFamily(t.db)).toEqual(demo);
    expect(demo.parents.map((p) => p.name)).toEqual(['Sarah Bennett', 'David Bennett']);

    const [parent] = demo.parents;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: parent?.email, password: parent?.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieOf(login);
    const family = (await t.app.inject({ method: 'GET', url: '/api/family', headers: { cookie } })).json<Family>();
    expect(family.partnershipStatus).toBe('active');
    expect(family.members.map((m) => m.name)).toEqual(['Sarah Bennett', 'David Bennett']);

    const children = (await t.app.inject({ method: 'GET', url: '/api/children', headers: { cookie } })).json<unknown[]>();
    expect(children).toHaveLength(2);
    const events = (await t.app.inject({ method: 'GET', url: '/api/events', headers: { cookie } })).json<
      { startTime: string; childName: string | null }[]
    >();
    const upcoming = events.filter((e) => Date.parse(e.startTime) > Date.now());
    expect(upcoming.length).toBeGreaterThanOrEqual(10);
    expect(events.some((e) => e.childName === 'Emma')).toBe(true);
    expect(await t.db.kysely.selectFrom('users').selectAll().execute()).toHaveLength(2);
  });
});
