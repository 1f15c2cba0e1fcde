import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invitationTokenOf } from '../../../common/invite-link.js';
import type { Family } from '../../../common/schemas/family.js';
import { hashToken } from '../../auth/tokens.js';
import { getJson } from '../../testing/cross-family.js';
import { invite, join, signUp } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

describe.each(TEST_DIALECTS)('invitation links (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const seedOf = async (id: string) =>
    (await t.db.kysely.selectFrom('invitations').select('tokenSeed').where('id', '=', id).executeTakeFirstOrThrow()).tokenSeed;

  it('gives the inviter the same join link again while the invitation is pending, and nobody else', async () => {
    const alex = await signUp(t.app, { firstName: 'Alex', lastName: 'Rivera' });
    const later = await invite(t.app, alex, 'later@example.com');
    expect(later.link).toMatch(/\/join\/[\w-]{40,}$/);
    const seen = await getJson<Family>(t.app, alex, '/api/family');
    expect(seen.invitations).toEqual([expect.objectContaining({ id: later.id, link: later.link })]);

    // Sam joins with another invitation: the first one is still pending, its link is Alex's alone.
    const sam = await signUp(t.app, { firstName: 'Sam', lastName: 'Lee' });
    const samsInvitation = await invite(t.app, alex, sam.email);
    expect((await join(t.app, sam, samsInvitation.token)).statusCode).toBe(200);
    const forAlex = await getJson<Family>(t.app, alex, '/api/family');
    const forSam = await getJson<Family>(t.app, sam, '/api/family');
    expect(forAlex.invitations).toEqual([expect.objectContaining({ id: later.id, link: later.link })]);
    expect(forSam.invitations).toEqual([expect.objectContaining({ id: later.id, link: null })]);
    expect(JSON.stringify(forSam)).not.toContain(later.token);
  });

  it('forgets how to make the link once the invitation is accepted or revoked; the database alone never holds the token', async () => {
    const alex = await signUp(t.app);
    const sam = await signUp(t.app);
    const accepted = await invite(t.app, alex, sam.email);
    const revoked = await invite(t.app, alex, 'other@example.com');
    for (const row of await t.db.kysely.selectFrom('invitations').selectAll().execute()) {
      expect(Object.values(row)).not.toContain(accepted.token);
      expect(Object.values(row)).not.toContain(revoked.token);
    }
    expect(await seedOf(accepted.id)).toEqual(expect.any(String));

    const del = await t.app.inject({ method: 'DELETE', url: `/api/family/invitations/${revoked.id}`, headers: { cookie: alex.cookie } });
    expect(del.statusCode).toBe(204);
    expect(await seedOf(revoked.id)).toBeNull();
    expect((await join(t.app, sam, accepted.token)).statusCode).toBe(200);
    expect(await seedOf(accepted.id)).toBeNull();
    expect((await getJson<Family>(t.app, alex, '/api/family')).invitations).toEqual([]);
  });

  it('keeps links of earlier versions working (/api/login?invite=, no stored seed), without showing them again', async () => {
    const alex = await signUp(t.app, { firstName: 'Alex', lastName: 'Rivera' });
    const sam = await signUp(t.app);
    const token = 'an-old-invitation-token-made-before-join-links-existed';
    const now = Date.now();
    await t.db.kysely
      .insertInto('invitations')
      .values({
        id: randomUUID(),
        familyId: alex.user.familyId,
        email: sam.email,
        tokenHash: hashToken(t.secret, token),
        invitedBy: alex.user.id,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + 86_400_000).toISOString(),
        acceptedAt: null,
        acceptedBy: null,
        revokedAt: null,
      })
      .execute();
    const family = await getJson<Family>(t.app, alex, '/api/family');
    expect(family.invitations).toEqual([expect.objectContaining({ email: sam.email, link: null })]);

    const oldLink = `http://localhost:5000/api/login?invite=${token}`;
    expect(invitationTokenOf(oldLink)).toBe(token);
    const preview = await t.app.inject({ method: 'GET', url: `/api/family/invitations/${token}` });
    expect(preview.json()).toMatchObject({ invitedBy: 'Alex Rivera', email: sam.email });
    expect((await join(t.app, sam, invitationTokenOf(oldLink))).statusCode).toBe(200);
  });
});
