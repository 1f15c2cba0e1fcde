import { beforeEach, describe, expect, it } from 'vitest';
import type { Child } from '../../../common/schemas/children.js';
import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import { TIMELINE_MESSAGES } from '../../../common/timeline-rules.js';
import { expectRefusedAcrossFamilies, useTwoFamilies } from '../../testing/cross-family.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { timelineKit } from '../../testing/timeline.js';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(TEST_DIALECTS)('child timeline (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const family = useTwoFamilies(t);
  let emma: Child;
  let kit: ReturnType<typeof timelineKit>;
  beforeEach(async () => {
    kit = timelineKit(t.app);
    emma = await kit.addChild(family.owner);
  });

  it('adds entries both parents see, newest event date first, with the defaults and tidy tags', async () => {
    const { owner, coParent } = family;
    const steps = await kit.addEntry(owner, {
      title: '  First steps ',
      description: 'Across the living room',
      timelineType: 'milestone',
      eventDate: '2024-05-01',
      childId: emma.id,
      tags: [' first steps', '#Milestone', 'milestone', '', 'first   steps'],
      isPrivate: false,
    });
    expect(steps).toMatchObject({
      title: 'First steps',
      description: 'Across the living room',
      timelineType: 'milestone',
      eventDate: '2024-05-01',
      childId: emma.id,
      tags: ['first steps', 'Milestone'],
      isPrivate: false,
      photoUrl: null,
      createdBy: owner.user.id,
      createdByName: 'Alex Rivera',
    });
    const minimal = await kit.addEntry(coParent, { title: 'Pancakes', childId: emma.id, description: '', timelineType: '' });
    expect(minimal).toMatchObject({ description: null, timelineType: 'memory', eventDate: today(), tags: [], isPrivate: false });
    const older = await kit.addEntry(owner, { title: 'Older', childId: emma.id, eventDate: '2023-01-01', timelineType: 'photo' });

    for (const parent of [owner, coParent]) {
      expect((await kit.timelineOf(parent, emma.id)).map((e) => e.id)).toEqual([minimal.id, steps.id, older.id]);
    }
    const liam = await kit.addChild(owner, 'Liam');
    expect(await kit.timelineOf(owner, liam.id)).toEqual([]);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const parent = family.owner;
    const base = { title: 'Dentist', childId: emma.id };
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [unknown, string, string][] = [
      [{ childId: emma.id }, 'title', TIMELINE_MESSAGES.titleRequired],
      [{ ...base, title: '   ' }, 'title', TIMELINE_MESSAGES.titleRequired],
      [{ ...base, title: 'x'.repeat(201) }, 'title', TIMELINE_MESSAGES.titleTooLong],
      [{ title: 'Dentist' }, 'childId', TIMELINE_MESSAGES.childRequired],
      [{ ...base, childId: '' }, 'childId', TIMELINE_MESSAGES.childRequired],
      [{ ...base, childId: 'no-such-child' }, 'childId', TIMELINE_MESSAGES.childUnknown],
      [{ ...base, description: 'x'.repeat(5001) }, 'description', TIMELINE_MESSAGES.descriptionTooLong],
      [{ ...base, description: 42 }, 'description', TIMELINE_MESSAGES.descriptionText],
      [{ ...base, timelineType: 'holiday' }, 'timelineType', TIMELINE_MESSAGES.typeInvalid],
      [{ ...base, eventDate: '05/01/2024' }, 'eventDate', TIMELINE_MESSAGES.dateFormat],
      [{ ...base, eventDate: '2024-02-30' }, 'eventDate', TIMELINE_MESSAGES.dateReal],
      [{ ...base, eventDate: '1989-12-31' }, 'eventDate', TIMELINE_MESSAGES.dateTooOld],
      [{ ...base, eventDate: tomorrow }, 'eventDate', TIMELINE_MESSAGES.dateFuture],
      [{ ...base, tags: 'a,b' }, 'tags', TIMELINE_MESSAGES.tagsList],
      [{ ...base, tags: [1, 2] }, 'tags.0', TIMELINE_MESSAGES.tagsList],
      [{ ...base, tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, 'tags', TIMELINE_MESSAGES.tooManyTags],
      [{ ...base, tags: ['x'.repeat(41)] }, 'tags', TIMELINE_MESSAGES.tagTooLong],
      [{ ...base, isPrivate: 'yes' }, 'isPrivate', TIMELINE_MESSAGES.privateBoolean],
      [{ ...base, familyId: 'someone-else' }, 'familyId', "Unknown field 'familyId'"],
      [{ ...base, createdBy: family.coParent.user.id }, 'createdBy', "Unknown field 'createdBy'"],
      [[], '_', 'Request body must be a JSON object'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await kit.send(parent, 'POST', '/api/timeline', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().fields[field], JSON.stringify(payload).slice(0, 80)).toBe(message);
      // The summary names the first field at fault, here the only one.
      expect(response.json().message, JSON.stringify(payload).slice(0, 80)).toBe(message);
    }
    // 21 tags that are one tag once tidied are fine.
    await kit.addEntry(parent, { ...base, tags: Array.from({ length: 21 }, () => ' same ') });
    expect((await kit.timelineOf(parent, emma.id)).map((e) => e.tags)).toEqual([['same']]);
  });

  it('lets only the author edit or delete a shared entry; the co-parent gets 403 and nothing changes', async () => {
    const { owner, coParent } = family;
    const entry = await kit.addEntry(owner, { title: 'Report card', childId: emma.id, timelineType: 'school', tags: ['school'] });
    const snapshot = () => kit.timelineOf(owner, emma.id);
    const before = await snapshot();
    for (const [method, url, payload] of [
      ['PATCH', `/api/timeline/${entry.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/timeline/${entry.id}`, undefined],
      ['DELETE', `/api/timeline/${entry.id}/photo`, undefined],
    ] as const) {
      const response = await kit.send(coParent, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(TIMELINE_MESSAGES.notAuthor);
    }
    expect(await snapshot()).toEqual(before);

    const patched = await kit.send(owner, 'PATCH', `/api/timeline/${entry.id}`, {
      title: 'Report card, term 2',
      description: 'Straight As',
      tags: ['school', 'School', 'reading'],
      eventDate: '2024-03-01',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'Report card, term 2',
      description: 'Straight As',
      tags: ['school', 'reading'],
      timelineType: 'school',
    });
    expect(patched.json<TimelineEntry>().updatedAt >= entry.updatedAt).toBe(true);
    const cleared = await kit.send(owner, 'PATCH', `/api/timeline/${entry.id}`, { description: '' });
    expect(cleared.json()).toMatchObject({ description: null, title: 'Report card, term 2' });
    const bad = await kit.send(owner, 'PATCH', `/api/timeline/${entry.id}`, { title: '', timelineType: 'party' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ title: TIMELINE_MESSAGES.titleRequired, timelineType: TIMELINE_MESSAGES.typeInvalid });
    const nobody = await kit.send(owner, 'PATCH', '/api/timeline/no-such-entry', { title: 'x' });
    expect(nobody.statusCode).toBe(404);

    // Moving an entry to another child: only to a child of the family.
    const liam = await kit.addChild(coParent, 'Liam');
    const moved = await kit.send(owner, 'PATCH', `/api/timeline/${entry.id}`, { childId: liam.id });
    expect(moved.json()).toMatchObject({ childId: liam.id });
    const strangerChild = await kit.addChild(family.intruder, 'Zed');
    const refused = await kit.send(owner, 'PATCH', `/api/timeline/${entry.id}`, { childId: strangerChild.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ childId: TIMELINE_MESSAGES.childUnknown });
    expect((await kit.timelineOf(owner, liam.id)).map((e) => e.id)).toEqual([entry.id]);

    expect((await kit.send(owner, 'DELETE', `/api/timeline/${entry.id}`)).statusCode).toBe(204);
    expect(await kit.timelineOf(coParent, liam.id)).toEqual([]);
    expect((await kit.send(owner, 'DELETE', `/api/timeline/${entry.id}`)).statusCode).toBe(404);
  });

  it('shows a private entry to its author only, and answers 404 to the co-parent on every route', async () => {
    const { owner, coParent } = family;
    const secret = await kit.addEntry(owner, { title: 'Therapist visit', childId: emma.id, timelineType: 'medical', isPrivate: true });
    const shared = await kit.addEntry(coParent, { title: 'Soccer goal', childId: emma.id, timelineType: 'achievement' });
    expect(secret.isPrivate).toBe(true);
    // Same event date: the later added comes first.
    expect((await kit.timelineOf(owner, emma.id)).map((e) => e.id)).toEqual([shared.id, secret.id]);
    expect((await kit.timelineOf(coParent, emma.id)).map((e) => e.id)).toEqual([shared.id]);

    const snapshot = () => kit.timelineOf(owner, emma.id);
    const before = await snapshot();
    const missing = await kit.send(coParent, 'PATCH', '/api/timeline/no-such-entry', { title: 'x' });
    for (const [method, url, payload] of [
      ['PATCH', `/api/timeline/${secret.id}`, { title: 'Seen' }],
      ['PATCH', `/api/timeline/${secret.id}`, { isPrivate: false }],
      ['DELETE', `/api/timeline/${secret.id}`, undefined],
      ['POST', `/api/timeline/${secret.id}/photo`, undefined],
      ['DELETE', `/api/timeline/${secret.id}/photo`, undefined],
    ] as const) {
      const response = await kit.send(coParent, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      // Exactly like an entry that does not exist.
      expect(response.json()).toEqual(missing.json());
    }
    expect(await snapshot()).toEqual(before);

    // Sharing it later makes it visible; making it private again hides it.
    await kit.send(owner, 'PATCH', `/api/timeline/${secret.id}`, { isPrivate: false });
    expect((await kit.timelineOf(coParent, emma.id)).map((e) => e.id)).toContain(secret.id);
    await kit.send(owner, 'PATCH', `/api/timeline/${secret.id}`, { isPrivate: true });
    expect((await kit.timelineOf(coParent, emma.id)).map((e) => e.id)).toEqual([shared.id]);
  });

  it("refuses another family's child and entries with 404, changing nothing", async () => {
    const { owner, intruder } = family;
    const entry = await kit.addEntry(owner, { title: 'Lost tooth', childId: emma.id, timelineType: 'milestone' });
    const snapshot = () => kit.timelineOf(owner, emma.id);
    const listed = await kit.send(intruder, 'GET', `/api/children/${emma.id}/timeline`);
    expect(listed.statusCode).toBe(404);
    expect((await kit.send(owner, 'GET', '/api/children/no-such-child/timeline')).statusCode).toBe(404);
    for (const request of [
      { method: 'PATCH' as const, url: `/api/timeline/${entry.id}`, payload: { title: 'Taken' } },
      { method: 'DELETE' as const, url: `/api/timeline/${entry.id}` },
      { method: 'POST' as const, url: `/api/timeline/${entry.id}/photo` },
      { method: 'DELETE' as const, url: `/api/timeline/${entry.id}/photo` },
    ]) {
      await expectRefusedAcrossFamilies({ app: t.app, intruder, request, snapshot });
    }
    const planted = await kit.send(intruder, 'POST', '/api/timeline', { title: 'Planted', childId: emma.id });
    expect(planted.statusCode).toBe(400);
    expect(planted.json().fields).toEqual({ childId: TIMELINE_MESSAGES.childUnknown });
    expect(await snapshot()).toEqual([entry]);
    expect((await t.app.inject({ method: 'GET', url: `/api/children/${emma.id}/timeline` })).statusCode).toBe(401);
  });
});
