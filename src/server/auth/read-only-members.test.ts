import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { pairedParents, type SignedInParent } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { READ_ONLY_MEMBER_MESSAGE } from './guard.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe.each(TEST_DIALECTS)('read-only members (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let professional: SignedInParent;
  beforeEach(async () => {
    const { second } = await pairedParents(t.app);
    professional = second;
    await t.db.kysely.updateTable('memberships').set({ role: 'professional' }).where('userId', '=', second.user.id).execute();
  });

  it('refuses a professional on every write route of the family, before the route reads anything', async () => {
    const writes = t.app.familyRoutes.filter((r) => WRITE_METHODS.has(r.method) && !r.openToReadOnlyMembers);
    expect(writes.length).toBeGreaterThan(40);
    const rowsBefore = await t.db.kysely.selectFrom('auditLog').select('id').execute();
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID());
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie: professional.cookie },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(403);
      expect(response.json().message, `${route.method} ${route.url}`).toEqual(expect.any(String));
    }
    expect(await t.db.kysely.selectFrom('auditLog').select('id').execute()).toEqual(rowsBefore);
  });

  it('lets a professional read, and do the few writes that touch only their own things', async () => {
    const reads = t.app.familyRoutes.filter((r) => r.method === 'GET' && !r.url.includes(':') && r.url !== '/api/ws');
    expect(reads.length).toBeGreaterThan(10);
    for (const route of reads) {
      const response = await t.app.inject({ method: 'GET', url: route.url, headers: { cookie: professional.cookie } });
      expect(response.statusCode, `GET ${route.url}: ${response.body}`).not.toBe(403);
    }
    const open = t.app.familyRoutes.filter((r) => r.openToReadOnlyMembers).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(
      [
        'DELETE /api/account',
        'DELETE /api/calendar/feeds/:id',
        'POST /api/calendar/feeds',
        'POST /api/calendar/feeds/:id/rotate',
        'POST /api/family/join',
        'POST /api/family/leave',
        'POST /api/notifications/read',
        'POST /api/push/subscriptions',
        'DELETE /api/push/subscriptions',
      ].sort(),
    );
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: professional.cookie },
      payload: {},
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/children',
      headers: { cookie: professional.cookie },
      payload: { name: 'Mia', birthDate: '2018-04-02' },
    });
    expect(message.json().message).toBe(READ_ONLY_MEMBER_MESSAGE);
  });
});
