import { beforeEach, describe, expect, it } from 'vitest';
import { CHILD_REMOVAL_MESSAGES, CHILD_REMOVAL_NOTICES, type ChildRemovalRequest } from '../../../common/schemas/child-removal.js';
import type { CalendarEvent } from '../../../common/schemas/events.js';
import { expectRefusedAcrossFamilies, useTwoFamilies } from '../../testing/cross-family.js';
import { signUp } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { removalKit } from '../../testing/shared-records.js';

describe.each(TEST_DIALECTS)('removing a child takes both parents (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const family = useTwoFamilies(t);
  let kit: ReturnType<typeof removalKit>;
  beforeEach(async () => {
    kit = removalKit(t.app);
  });

  const requestRemoval = async (childId: string, by = family.owner) => {
    const response = await kit.send(by, 'DELETE', `/api/children/${childId}`);
    expect(response.statusCode, response.body).toBe(202);
    return response.json<ChildRemovalRequest>();
  };
  const childRow = (id: string) => t.db.kysely.selectFrom('children').selectAll().where('id', '=', id).executeTakeFirst();

  it("refuses deletion by one parent without agreement: a request, the child and the other parent's private entries stay", async () => {
    const { owner, coParent } = family;
    const emma = await kit.addChild(owner);
    const secret = await kit.addEntry(coParent, { title: 'Talk with the therapist', childId: emma.id, isPrivate: true });
    const secretPhoto = await kit.uploadEntryPhoto(coParent, secret.id);

    const request = await requestRemoval(emma.id);
    expect(request).toMatchObject({
      childId: emma.id,
      childName: 'Emma',
      requestedBy: owner.user.id,
      requestedByName: 'Alex Rivera',
      status: 'pending',
      answeredBy: null,
    });
    // Nothing was removed: both parents still see Emma, the co-parent still has their private entry and its photo.
    expect((await kit.children(owner)).map((c) => c.id)).toEqual([emma.id]);
    expect((await kit.children(coParent)).map((c) => c.id)).toEqual([emma.id]);
    const coParentTimeline = await kit.send(coParent, 'GET', `/api/children/${emma.id}/timeline`);
    expect(coParentTimeline.json<{ id: string }[]>().map((e) => e.id)).toEqual([secret.id]);
    expect(await kit.fileStatus(coParent, secretPhoto)).toBe(200);
    expect(await kit.fileStatus(owner, secretPhoto)).toBe(404);

    // Both see the request; the other parent is notified, with a link to the children screen.
    for (const parent of [owner, coParent]) {
      const listed = await kit.send(parent, 'GET', '/api/children/removal-requests');
      expect(listed.json<ChildRemovalRequest[]>()).toEqual([request]);
    }
    expect(await kit.notifications(coParent)).toEqual([
      expect.objectContaining({
        kind: 'child',
        title: CHILD_REMOVAL_NOTICES.requestedTitle,
        body: CHILD_REMOVAL_NOTICES.requestedBody('Alex Rivera', 'Emma'),
        link: '/children',
      }),
    ]);
    expect(await kit.notifications(owner)).toEqual([]);

    // A second request for the same child waits for the first.
    const again = await kit.send(coParent, 'DELETE', `/api/children/${emma.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHILD_REMOVAL_MESSAGES.alreadyPending('Emma'));

    // Only the other parent decides.
    const selfAccept = await kit.send(owner, 'POST', `/api/children/removal-requests/${request.id}/accept`);
    expect(selfAccept.statusCode).toBe(403);
    expect(selfAccept.json().message).toBe(CHILD_REMOVAL_MESSAGES.ownRequest);
    expect((await kit.send(owner, 'POST', `/api/children/removal-requests/${request.id}/decline`)).statusCode).toBe(403);
    const foreignCancel = await kit.send(coParent, 'POST', `/api/children/removal-requests/${request.id}/cancel`);
    expect(foreignCancel.statusCode).toBe(403);
    expect(foreignCancel.json().message).toBe(CHILD_REMOVAL_MESSAGES.onlyAsker);
    expect((await childRow(emma.id))?.archivedAt).toBeNull();
  });

  it("archives the child when the other parent accepts: gone from lists, every record kept, private photo still the author's only", async () => {
    const { owner, coParent } = family;
    const emma = await kit.addChild(owner);
    const liam = await kit.addChild(owner, 'Liam');
    const event = await kit.send(owner, 'POST', '/api/events', {
      title: 'Dentist',
      startTime: '2030-03-01T15:00:00Z',
      endTime: '2030-03-01T16:00:00Z',
      eventType: 'appointment',
      childId: emma.id,
    });
    expect(event.statusCode, event.body).toBe(201);
    const shared = await kit.addEntry(owner, { title: 'First day of school', childId: emma.id });
    const secret = await kit.addEntry(coParent, { title: 'Worried about sleep', childId: emma.id, isPrivate: true });
    const secretPhoto = await kit.uploadEntryPhoto(coParent, secret.id);

    const request = await requestRemoval(emma.id);
    const accepted = await kit.send(coParent, 'POST', `/api/children/removal-requests/${request.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', answeredBy: coParent.user.id, answeredByName: 'Sam Rivera' });

    // Gone from the lists of both parents…
    expect((await kit.children(owner)).map((c) => c.name)).toEqual(['Liam']);
    expect((await kit.children(coParent)).map((c) => c.name)).toEqual(['Liam']);
    expect(await kit.send(owner, 'GET', '/api/children/removal-requests').then((r) => r.json())).toEqual([]);
    // …but archived with who and when, never destroyed.
    expect(await childRow(emma.id)).toMatchObject({ name: 'Emma', archivedBy: coParent.user.id, archivedAt: expect.any(String) });
    const events = (await kit.send(owner, 'GET', '/api/events')).json<CalendarEvent[]>();
    expect(events).toEqual([expect.objectContaining({ title: 'Dentist', childId: emma.id, childName: 'Emma' })]);
    const entries = await t.db.kysely.selectFrom('timelineEntries').select(['id', 'createdBy', 'isPrivate']).orderBy('title').execute();
    expect(entries).toEqual([
      { id: shared.id, createdBy: owner.user.id, isPrivate: 0 },
      { id: secret.id, createdBy: coParent.user.id, isPrivate: 1 },
    ]);
    // The co-parent's private photo: still stored, still theirs alone.
    expect(await kit.fileStatus(coParent, secretPhoto)).toBe(200);
    expect(await kit.fileStatus(owner, secretPhoto)).toBe(404);

    // The asker learns the answer; the request cannot be answered twice.
    expect(await kit.notifications(owner)).toEqual([
      expect.objectContaining({
        kind: 'child',
        title: CHILD_REMOVAL_NOTICES.answeredTitle('accepted'),
        body: CHILD_REMOVAL_NOTICES.answeredBody('Sam Rivera', 'accepted', 'Emma'),
      }),
    ]);
    const twice = await kit.send(coParent, 'POST', `/api/children/removal-requests/${request.id}/decline`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CHILD_REMOVAL_MESSAGES.notPending('accepted'));

    // The archived child can no longer be changed, written to or read through the children routes.
    for (const [method, url, payload] of [
      ['PATCH', `/api/children/${emma.id}`, { name: 'Back' }],
      ['DELETE', `/api/children/${emma.id}`, undefined],
      ['GET', `/api/children/${emma.id}/timeline`, undefined],
    ] as const) {
      expect((await kit.send(owner, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const planted = await kit.send(owner, 'POST', '/api/timeline', { title: 'After', childId: emma.id });
    expect(planted.statusCode).toBe(400);
    expect(liam.name).toBe('Liam');
  });

  it('keeps the child when the other parent declines, or when the asker cancels', async () => {
    const { owner, coParent } = family;
    const emma = await kit.addChild(owner);
    const first = await requestRemoval(emma.id);
    const declined = await kit.send(coParent, 'POST', `/api/children/removal-requests/${first.id}/decline`, {});
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', answeredByName: 'Sam Rivera' });
    expect((await kit.children(owner)).map((c) => c.id)).toEqual([emma.id]);
    expect(await kit.notifications(owner)).toEqual([expect.objectContaining({ title: CHILD_REMOVAL_NOTICES.answeredTitle('declined') })]);
    expect((await kit.send(owner, 'POST', `/api/children/removal-requests/${first.id}/cancel`)).statusCode).toBe(409);

    // The co-parent may ask in turn; they cancel their own request.
    const second = await requestRemoval(emma.id, coParent);
    const cancelled = await kit.send(coParent, 'POST', `/api/children/removal-requests/${second.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', answeredBy: null });
    expect((await kit.children(coParent)).map((c) => c.id)).toEqual([emma.id]);
    expect((await kit.send(owner, 'POST', `/api/children/removal-requests/${second.id}/accept`)).statusCode).toBe(409);
    expect(await kit.send(owner, 'GET', '/api/children/removal-requests').then((r) => r.json())).toEqual([]);

    const bad = await kit.send(coParent, 'POST', `/api/children/removal-requests/${first.id}/accept`, { answer: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ answer: "Unknown field 'answer'" });
    expect((await kit.send(coParent, 'POST', '/api/children/removal-requests/no-such-request/accept')).statusCode).toBe(404);
  });

  it('lets a parent alone in the family archive a child directly, keeping the record', async () => {
    const parent = await signUp(t.app, { firstName: 'Robin', lastName: 'Solo' });
    const child = await kit.addChild(parent);
    const removed = await kit.send(parent, 'DELETE', `/api/children/${child.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await kit.children(parent)).toEqual([]);
    expect(await childRow(child.id)).toMatchObject({ name: 'Emma', archivedBy: parent.user.id });
    expect((await kit.send(parent, 'DELETE', `/api/children/${child.id}`)).statusCode).toBe(404);
    const [archived] = await kit.audit(parent, '?entity=child');
    expect(archived).toMatchObject({
      action: 'archived',
      actorName: 'Robin Solo',
      before: { status: 'active' },
      after: { status: 'archived' },
    });
  });

  it('answers 404 to another family on every removal route, changing nothing', async () => {
    const { owner, intruder } = family;
    const emma = await kit.addChild(owner);
    const request = await requestRemoval(emma.id);
    const snapshot = async () => ({
      children: await kit.children(owner),
      requests: (await kit.send(owner, 'GET', '/api/children/removal-requests')).json<unknown>(),
    });
    for (const action of ['accept', 'decline', 'cancel']) {
      await expectRefusedAcrossFamilies({
        app: t.app,
        intruder,
        request: { method: 'POST', url: `/api/children/removal-requests/${request.id}/${action}` },
        snapshot,
      });
    }
    await expectRefusedAcrossFamilies({ app: t.app, intruder, request: { method: 'DELETE', url: `/api/children/${emma.id}` }, snapshot });
    expect((await kit.send(intruder, 'GET', '/api/children/removal-requests')).json()).toEqual([]);
    expect((await kit.send(intruder, 'GET', '/api/notifications')).json()).toMatchObject({ items: [] });
  });
});
