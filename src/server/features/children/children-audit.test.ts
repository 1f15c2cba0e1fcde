import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChildRemovalRequest } from '../../../common/schemas/child-removal.js';
import type { Child } from '../../../common/schemas/children.js';
import { useTwoFamilies } from '../../testing/cross-family.js';
import { multipartPayload } from '../../testing/multipart-payload.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { useSockets, type ReceivedFrame } from '../../testing/ws-client.js';
import { removalKit } from '../../testing/shared-records.js';

const isChildren = (frame: ReceivedFrame) => frame.type === 'children.changed';

describe.each(TEST_DIALECTS)('children in the audit log and live (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const { connect } = useSockets(t);
  const family = useTwoFamilies(t);
  let kit: ReturnType<typeof removalKit>;
  beforeEach(() => {
    kit = removalKit(t.app);
  });

  it('audits every change to a child, with who, before and after, readable by both parents', async () => {
    const { owner, coParent } = family;
    const emma = await kit.addChild(owner);
    const edited = await kit.send(coParent, 'PATCH', `/api/children/${emma.id}`, { grade: '5th grade', school: 'Oak Hill' });
    expect(edited.statusCode, edited.body).toBe(200);
    // A PATCH that changes nothing leaves no entry.
    expect((await kit.send(coParent, 'PATCH', `/api/children/${emma.id}`, { grade: '5th grade' })).statusCode).toBe(200);
    const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const upload = multipartPayload('photo', { name: 'a.png', type: 'image/png', data });
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/children/${emma.id}/photo`,
      payload: upload.payload,
      headers: { ...upload.headers, cookie: owner.cookie },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const request = (await kit.send(owner, 'DELETE', `/api/children/${emma.id}`)).json<ChildRemovalRequest>();
    await kit.send(coParent, 'POST', `/api/children/removal-requests/${request.id}/decline`);
    const second = (await kit.send(owner, 'DELETE', `/api/children/${emma.id}`)).json<ChildRemovalRequest>();
    await kit.send(owner, 'POST', `/api/children/removal-requests/${second.id}/cancel`);
    const third = (await kit.send(coParent, 'DELETE', `/api/children/${emma.id}`)).json<ChildRemovalRequest>();
    await kit.send(owner, 'POST', `/api/children/removal-requests/${third.id}/accept`);

    const entries = await kit.audit(coParent, '?entity=child');
    expect(entries).toEqual(await kit.audit(owner, '?entity=child'));
    expect(entries.map((e) => [e.action, e.actorName])).toEqual([
      ['removal_accepted', 'Alex Rivera'],
      ['removal_requested', 'Sam Rivera'],
      ['removal_cancelled', 'Alex Rivera'],
      ['removal_requested', 'Alex Rivera'],
      ['removal_declined', 'Sam Rivera'],
      ['removal_requested', 'Alex Rivera'],
      ['updated', 'Alex Rivera'],
      ['updated', 'Sam Rivera'],
      ['created', 'Alex Rivera'],
    ]);
    expect(entries.every((e) => e.entity === 'child' && e.entityId === emma.id)).toBe(true);
    const [accepted, , , , declined, requested, photoChange, edit, created] = entries;
    expect(created).toMatchObject({
      summary: 'Added Emma to the children',
      before: null,
      after: { name: 'Emma', birthDate: '2016-04-12', school: 'Maple Grove', grade: null, photo: null },
    });
    expect(edit).toMatchObject({
      summary: "Changed Emma's details (school, grade)",
      before: { school: 'Maple Grove', grade: null },
      after: { school: 'Oak Hill', grade: '5th grade' },
    });
    expect(photoChange).toMatchObject({
      summary: 'Changed the photo of Emma',
      before: { photo: null },
      after: { photo: photo.json<Child>().profileImageUrl },
    });
    expect(requested).toMatchObject({ summary: 'Asked to remove Emma; Sam Rivera must agree', after: { removal: 'pending' } });
    expect(declined).toMatchObject({ before: { removal: 'pending' }, after: { removal: 'declined' } });
    expect(accepted).toMatchObject({
      summary: 'Agreed to remove Emma; Emma was archived and their records are kept',
      before: { removal: 'pending', status: 'active' },
      after: { removal: 'accepted', status: 'archived' },
    });
    // The archived child's history stays readable with their name.
    expect(await kit.audit(owner, `?entityId=${emma.id}`)).toHaveLength(9);
  });

  it('tells both parents live when a child is added, changed or removed, and nobody else', async () => {
    const { owner, coParent, intruder } = family;
    const [ownerSocket, coParentSocket, intruderSocket] = await Promise.all([connect(owner), connect(coParent), connect(intruder)]);
    const emma = await kit.addChild(owner);
    await coParentSocket.next(isChildren);
    await kit.send(owner, 'PATCH', `/api/children/${emma.id}`, { notes: 'Peanuts' });
    const request = (await kit.send(owner, 'DELETE', `/api/children/${emma.id}`)).json<ChildRemovalRequest>();
    await coParentSocket.next((f) => f.type === 'notification.created');
    await kit.send(coParent, 'POST', `/api/children/removal-requests/${request.id}/accept`);
    await expect.poll(() => ownerSocket.frames.filter((f) => isChildren(f.frame)).length).toBe(4);
    await expect.poll(() => coParentSocket.frames.filter((f) => isChildren(f.frame)).length).toBe(4);
    expect(intruderSocket.frames.filter((f) => isChildren(f.frame))).toHaveLength(0);
  });
});
