import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../common/schemas/audit.js';
import { getJson } from '../../testing/cross-family.js';
import { invite, join, pairedParents, signUp } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { JOIN_MESSAGES } from './join-family.js';

describe.each(TEST_DIALECTS)('family joins at once, and the family in the audit log (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const parentsOf = async (familyId: string) =>
    (await t.db.kysely.selectFrom('memberships').select('userId').where('familyId', '=', familyId).where('role', '=', 'parent').execute())
      .length;

  it('never gives a family three parents when several invitations are accepted at once', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await signUp(t.app);
      const joiners = await Promise.all([0, 1, 2, 3].map(() => signUp(t.app)));
      const tokens: string[] = [];
      for (const joiner of joiners) tokens.push((await invite(t.app, owner, joiner.email)).token);
      const answers = await Promise.all(joiners.map((joiner, i) => join(t.app, joiner, tokens[i] ?? '')));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toBe(JOIN_MESSAGES.full);
      expect(await parentsOf(owner.user.familyId)).toBe(2);
      // Every refused joiner still has their own family.
      for (const [i, joiner] of joiners.entries()) {
        if (answers[i]?.statusCode === 200) continue;
        expect(await parentsOf(joiner.user.familyId)).toBe(1);
      }
    }
  });

  it('lets one parent join only one family when they accept two invitations at once', async () => {
    const joiner = await signUp(t.app);
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const tokens = [(await invite(t.app, first, joiner.email)).token, (await invite(t.app, second, joiner.email)).token];
    const answers = await Promise.all(tokens.map((token) => join(t.app, joiner, token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const memberships = await t.db.kysely.selectFrom('memberships').select(['familyId']).where('userId', '=', joiner.user.id).execute();
    expect(memberships).toHaveLength(1);
    expect([first.user.familyId, second.user.familyId]).toContain(memberships[0]?.familyId);
    expect((await parentsOf(first.user.familyId)) + (await parentsOf(second.user.familyId))).toBe(3);
  });

  it('audits invitations created and revoked, members joining and leaving, with before and after', async () => {
    const alex = await signUp(t.app, { firstName: 'Alex', lastName: 'Rivera' });
    const revoked = await invite(t.app, alex, 'old@example.com');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/family/invitations/${revoked.id}`, headers: { cookie: alex.cookie } });
    expect(del.statusCode).toBe(204);
    const sam = await signUp(t.app, { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' });
    // Sam's own history moves with Sam's records into the joined family.
    const samInvite = await invite(t.app, sam, 'someone@example.com');
    const { token } = await invite(t.app, alex, 'sam@example.com');
    expect((await join(t.app, sam, token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/family/leave', headers: { cookie: sam.cookie } })).statusCode).toBe(200);

    const page = await getJson<AuditPage>(t.app, alex, '/api/audit?entity=family');
    expect(page.items.map((e) => [e.action, e.actorName, e.summary])).toEqual([
      ['member_left', 'Sam Lee', 'Sam Lee left the family; the shared records stay with it'],
      ['member_joined', 'Sam Lee', 'Sam Lee joined the family with the invitation sent to sam@example.com'],
      ['invitation_created', 'Alex Rivera', 'Invited sam@example.com to join the family'],
      ['invitation_created', 'Sam Lee', 'Invited someone@example.com to join the family'],
      ['invitation_revoked', 'Alex Rivera', 'Revoked the invitation sent to old@example.com'],
      ['invitation_created', 'Alex Rivera', 'Invited old@example.com to join the family'],
    ]);
    const [left, joined, , moved, revokedEntry, created] = page.items;
    expect(left).toMatchObject({ before: { members: ['Alex Rivera', 'Sam Lee'] }, after: { members: ['Alex Rivera'] } });
    expect(joined).toMatchObject({ before: { members: ['Alex Rivera'] }, after: { members: ['Alex Rivera', 'Sam Lee'] } });
    expect(moved?.entityId).toBe(samInvite.id);
    expect(revokedEntry).toMatchObject({ entityId: revoked.id, before: { status: 'pending' }, after: { status: 'revoked' } });
    expect(created).toMatchObject({ before: null, after: { invitation: 'old@example.com', expiresAt: revoked.expiresAt } });
  });

  it('lets a paired family leave at once without ending up empty', async () => {
    const { first, second } = await pairedParents(t.app);
    const leave = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/family/leave', headers: { cookie } });
    const answers = await Promise.all([leave(first.cookie), leave(second.cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await parentsOf(first.user.familyId)).toBe(1);
  });
});
