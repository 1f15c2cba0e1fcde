import { describe, expect, it } from 'vitest';
import type { Family } from '../../../common/schemas/family.js';
import { expectRefusedAcrossFamilies, getJson, twoFamilies } from '../../testing/cross-family.js';
import { invite, join, pairedParents, signUp } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { FAMILY_FULL_MESSAGE } from './create-invitation.js';
import { INVITATION_MESSAGES } from './find-invitation.js';
import { JOIN_MESSAGES } from './join-family.js';

describe.each(TEST_DIALECTS)('families and co-parent pairing (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('gives every new account its own family space, not connected', async () => {
    const parent = await signUp(t.app, { firstName: 'Alex', lastName: 'Rivera' });
    const family = await getJson<Family>(t.app, parent, '/api/family');
    expect(family.id).toBe(parent.user.familyId);
    expect(family.members).toEqual([
      expect.objectContaining({ userId: parent.user.id, name: 'Alex Rivera', role: 'parent', joinedAt: expect.any(String) }),
    ]);
    expect(family.partnershipStatus).toBe('not_connected');
  });

  it('creates a single-use invitation link valid 14 days, shown as pending', async () => {
    const parent = await signUp(t.app);
    const before = Date.now();
    const invitation = await invite(t.app, parent, 'Co.Parent@Example.com');
    expect(invitation.link).toMatch(/^http:\/\/localhost(:\d+)?\/join\/[\w-]{40,}$/);
    expect(invitation.email).toBe('co.parent@example.com');
    const days = (Date.parse(invitation.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
    const family = await getJson<Family>(t.app, parent, '/api/family');
    expect(family.partnershipStatus).toBe('pending');
    expect(family.invitations).toEqual([
      expect.objectContaining({ id: invitation.id, email: 'co.parent@example.com', invitedBy: 'Alex Rivera' }),
    ]);
    const stored = await t.db.kysely.selectFrom('invitations').select('tokenHash').executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toBe(invitation.token);
  });

  it('shows who invited the visitor on the public preview', async () => {
    const parent = await signUp(t.app, { firstName: 'Jamie', lastName: 'Lee' });
    const { token } = await invite(t.app, parent, 'pat@example.com');
    const preview = await t.app.inject({ method: 'GET', url: `/api/family/invitations/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ invitedBy: 'Jamie Lee', email: 'pat@example.com' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/family/invitations/not-a-real-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INVITATION_MESSAGES.invalid);
  });

  it('pairs two parents: the invitee joins, the family is Active with both names, and their empty family is merged away', async () => {
    const { first, second, family } = await pairedParents(t.app);
    expect(family.id).toBe(first.user.familyId);
    expect(family.partnershipStatus).toBe('active');
    expect(family.members.map((m) => m.userId).sort()).toEqual([first.user.id, second.user.id].sort());
    expect(family.invitations).toEqual([]);
    const seenBySecond = await getJson<Family>(t.app, second, '/api/family');
    expect(seenBySecond).toEqual(await getJson<Family>(t.app, first, '/api/family'));
    const me = await getJson<{ familyId: string }>(t.app, second, '/api/auth/user');
    expect(me.familyId).toBe(first.user.familyId);
    const oldFamily = await t.db.kysely.selectFrom('families').selectAll().where('id', '=', second.user.familyId).executeTakeFirst();
    expect(oldFamily).toBeUndefined();
  });

  it("moves the joiner's own records into the joined family", async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: second.cookie },
      payload: { title: 'Dentist', startTime: '2030-01-02T10:00:00Z', endTime: '2030-01-02T11:00:00Z', eventType: 'appointment' },
    });
    expect(created.statusCode).toBe(201);
    const { token } = await invite(t.app, first, second.email);
    expect((await join(t.app, second, token)).statusCode).toBe(200);
    const events = await getJson<{ title: string }[]>(t.app, first, '/api/events');
    expect(events.map((e) => e.title)).toEqual(['Dentist']);
  });

  it("keeps both families' conversations when their subjects clash, renaming the joiner's", async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const now = new Date().toISOString();
    for (const [id, familyId] of [
      ['c-first', first.user.familyId],
      ['c-second', second.user.familyId],
    ] as const) {
      await t.db.kysely.insertInto('conversations').values({ id, familyId, subject: 'General', createdBy: null, createdAt: now }).execute();
    }
    const { token } = await invite(t.app, first, second.email);
    expect((await join(t.app, second, token)).statusCode).toBe(200);
    const subjects = await t.db.kysely.selectFrom('conversations').select(['id', 'subject', 'familyId']).orderBy('id').execute();
    expect(subjects).toEqual([
      { id: 'c-first', subject: 'General', familyId: first.user.familyId },
      { id: 'c-second', subject: 'General (2)', familyId: first.user.familyId },
    ]);
  });

  it('refuses a used link, an expired link and a revoked link, with clear messages', async () => {
    const parent = await signUp(t.app);
    const joiner = await signUp(t.app);
    const late = await signUp(t.app);
    const { token } = await invite(t.app, parent, joiner.email);
    expect((await join(t.app, joiner, token)).statusCode).toBe(200);
    const reused = await join(t.app, late, token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe(INVITATION_MESSAGES.used);

    const other = await signUp(t.app);
    const expired = await invite(t.app, other, 'x@example.com');
    await t.db.kysely
      .updateTable('invitations')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    const expiredJoin = await join(t.app, late, expired.token);
    expect(expiredJoin.statusCode).toBe(410);
    expect(expiredJoin.json().message).toBe(INVITATION_MESSAGES.expired);

    const revoked = await invite(t.app, other, 'y@example.com');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/family/invitations/${revoked.id}`, headers: { cookie: other.cookie } });
    expect(del.statusCode).toBe(204);
    expect((await join(t.app, late, revoked.token)).statusCode).toBe(404);
    const lateFamily = await getJson<Family>(t.app, late, '/api/family');
    expect(lateFamily.members).toHaveLength(1);
  });

  it('tells a parent who already shares a family to leave it first, and lets them leave', async () => {
    const { first, second } = await pairedParents(t.app);
    const stranger = await signUp(t.app);
    const { token } = await invite(t.app, stranger, second.email);
    const refused = await join(t.app, second, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(JOIN_MESSAGES.mustLeave);

    const left = await t.app.inject({ method: 'POST', url: '/api/family/leave', headers: { cookie: second.cookie } });
    expect(left.statusCode).toBe(200);
    expect(left.json<Family>().members).toHaveLength(1);
    expect((await getJson<Family>(t.app, first, '/api/family')).partnershipStatus).toBe('not_connected');
    expect((await join(t.app, second, token)).statusCode).toBe(200);
  });

  it('refuses a third parent and an invitation from a full family', async () => {
    const { first } = await pairedParents(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/family/invitations',
      headers: { cookie: first.cookie },
      payload: { email: 'third@example.com' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(FAMILY_FULL_MESSAGE);
  });

  it('refuses to invite yourself', async () => {
    const parent = await signUp(t.app, { email: 'me@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/family/invitations',
      headers: { cookie: parent.cookie },
      payload: { email: 'ME@example.com' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps family routes behind sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/family'],
      ['POST', '/api/family/invitations'],
      ['POST', '/api/family/join'],
      ['POST', '/api/family/leave'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("refuses another family's invitation revocation with 404 and changes nothing", async () => {
    const { intruder } = await twoFamilies(t.app);
    const pending = await signUp(t.app);
    const invitation = await invite(t.app, pending, 'z@example.com');
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder,
      request: { method: 'DELETE', url: `/api/family/invitations/${invitation.id}` },
      snapshot: () => getJson(t.app, pending, '/api/family'),
    });
    // The invitation still works: the person invited joins with it.
    const invited = await signUp(t.app, { email: 'z@example.com' });
    expect((await join(t.app, invited, invitation.token)).statusCode).toBe(200);
  });
});
