import { beforeEach, describe, expect, it } from 'vitest';
import type { ChildRemovalRequest } from '../../../common/schemas/child-removal.js';
import type { Child } from '../../../common/schemas/children.js';
import { useTwoFamilies } from '../../testing/cross-family.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { removalKit } from '../../testing/shared-records.js';

describe.each(TEST_DIALECTS)('timeline: audit log, archive and private photos (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const family = useTwoFamilies(t);
  let kit: ReturnType<typeof removalKit>;
  let emma: Child;
  beforeEach(async () => {
    kit = removalKit(t.app);
    emma = await kit.addChild(family.owner);
  });

  const entryRow = (id: string) => t.db.kysely.selectFrom('timelineEntries').selectAll().where('id', '=', id).executeTakeFirst();
  const fileOf = (url: string) =>
    t.db.kysely
      .selectFrom('files')
      .select(['privateTo', 'purpose'])
      .where('id', '=', url.split('/').pop() ?? '')
      .executeTakeFirst();

  it('audits create, edit, photo and delete of a shared entry; deleting archives it and keeps its photo', async () => {
    const { owner, coParent } = family;
    const entry = await kit.addEntry(owner, { title: 'Lost a tooth', childId: emma.id, timelineType: 'milestone', tags: ['teeth'] });
    await kit.send(owner, 'PATCH', `/api/timeline/${entry.id}`, { title: 'Lost her first tooth', tags: ['teeth', 'first'] });
    const photoUrl = await kit.uploadEntryPhoto(owner, entry.id);
    expect((await kit.send(owner, 'DELETE', `/api/timeline/${entry.id}`)).statusCode).toBe(204);

    // Gone from the timeline, kept in the database with who and when, its photo still served to the family.
    expect((await kit.send(coParent, 'GET', `/api/children/${emma.id}/timeline`)).json()).toEqual([]);
    expect(await entryRow(entry.id)).toMatchObject({
      title: 'Lost her first tooth',
      archivedBy: owner.user.id,
      archivedAt: expect.any(String),
    });
    expect(await kit.fileStatus(coParent, photoUrl)).toBe(200);
    expect((await kit.send(owner, 'PATCH', `/api/timeline/${entry.id}`, { title: 'Back' })).statusCode).toBe(404);

    const entries = await kit.audit(coParent, '?entity=timeline_entry');
    expect(entries.map((e) => [e.action, e.actorName, e.entityId])).toEqual([
      ['archived', 'Alex Rivera', entry.id],
      ['photo_set', 'Alex Rivera', entry.id],
      ['updated', 'Alex Rivera', entry.id],
      ['created', 'Alex Rivera', entry.id],
    ]);
    const [archived, photo, edit, created] = entries;
    expect(created).toMatchObject({
      summary: "Added the timeline entry 'Lost a tooth' (Emma)",
      before: null,
      after: { title: 'Lost a tooth', child: 'Emma', type: 'milestone', tags: ['teeth'], photo: null, private: false },
    });
    expect(edit).toMatchObject({
      summary: "Edited the timeline entry 'Lost her first tooth' (Emma)",
      before: { title: 'Lost a tooth', tags: ['teeth'] },
      after: { title: 'Lost her first tooth', tags: ['teeth', 'first'] },
    });
    expect(photo).toMatchObject({
      summary: "Added a photo to the timeline entry 'Lost her first tooth' (Emma)",
      after: { photo: photoUrl },
    });
    expect(archived).toMatchObject({ before: { title: 'Lost her first tooth', archived: false }, after: { archived: true } });
  });

  it('never puts a private entry in the audit log; sharing it and making it private again say only that', async () => {
    const { owner, coParent } = family;
    const secret = await kit.addEntry(owner, { title: 'Therapy notes', description: 'Very private', childId: emma.id, isPrivate: true });
    await kit.send(owner, 'PATCH', `/api/timeline/${secret.id}`, { title: 'Therapy notes, week 2' });
    await kit.uploadEntryPhoto(owner, secret.id);
    await kit.send(owner, 'DELETE', `/api/timeline/${secret.id}/photo`);
    await kit.send(owner, 'DELETE', `/api/timeline/${secret.id}`);
    expect(await kit.audit(owner, '?entity=timeline_entry')).toEqual([]);

    const later = await kit.addEntry(owner, { title: 'Private for now', childId: emma.id, isPrivate: true });
    await kit.send(owner, 'PATCH', `/api/timeline/${later.id}`, { isPrivate: false });
    await kit.send(owner, 'PATCH', `/api/timeline/${later.id}`, { isPrivate: true, title: 'Secret new title', description: 'Secret text' });
    await kit.send(owner, 'PATCH', `/api/timeline/${later.id}`, { description: 'More secret text' });
    const entries = await kit.audit(coParent, '?entity=timeline_entry');
    expect(entries.map((e) => e.action)).toEqual(['made_private', 'shared']);
    expect(entries[0]).toMatchObject({
      summary: "Made the timeline entry 'Private for now' (Emma) private",
      before: { private: false },
      after: { private: true },
    });
    expect(entries[1]).toMatchObject({ before: { private: true }, after: { title: 'Private for now', private: false } });
    const everything = JSON.stringify(await kit.audit(coParent));
    for (const secretText of ['Therapy', 'Very private', 'Secret new title', 'Secret text', 'More secret text']) {
      expect(everything).not.toContain(secretText);
    }
  });

  it('serves a private photo to its author only, whatever happens to its entry: deleted, or its child archived', async () => {
    const { owner, coParent } = family;
    const deleted = await kit.addEntry(coParent, { title: 'Private, deleted', childId: emma.id, isPrivate: true });
    const deletedPhoto = await kit.uploadEntryPhoto(coParent, deleted.id);
    const kept = await kit.addEntry(coParent, { title: 'Private, kept', childId: emma.id, isPrivate: true });
    const keptPhoto = await kit.uploadEntryPhoto(coParent, kept.id);
    expect(await fileOf(keptPhoto)).toEqual({ privateTo: coParent.user.id, purpose: 'timeline_photo' });

    expect((await kit.send(coParent, 'DELETE', `/api/timeline/${deleted.id}`)).statusCode).toBe(204);
    expect(await kit.fileStatus(owner, deletedPhoto)).toBe(404);
    expect(await kit.fileStatus(coParent, deletedPhoto)).toBe(200);
    // Even a stale row elsewhere cannot expose it: the file itself says whose it is.
    await t.db.kysely.updateTable('timelineEntries').set({ isPrivate: 0 }).where('id', '=', deleted.id).execute();
    expect(await kit.fileStatus(owner, deletedPhoto)).toBe(404);

    const request = (await kit.send(owner, 'DELETE', `/api/children/${emma.id}`)).json<ChildRemovalRequest>();
    expect((await kit.send(coParent, 'POST', `/api/children/removal-requests/${request.id}/accept`)).statusCode).toBe(200);
    expect(await kit.fileStatus(owner, keptPhoto)).toBe(404);
    expect(await kit.fileStatus(coParent, keptPhoto)).toBe(200);
    expect(await entryRow(kept.id)).toMatchObject({ title: 'Private, kept', isPrivate: 1, archivedAt: null });
  });

  it("keeps the photo file's privacy in step with its entry", async () => {
    const { owner, coParent } = family;
    const entry = await kit.addEntry(owner, { title: 'Picnic', childId: emma.id });
    const photoUrl = await kit.uploadEntryPhoto(owner, entry.id);
    expect(await fileOf(photoUrl)).toMatchObject({ privateTo: null });
    await kit.send(owner, 'PATCH', `/api/timeline/${entry.id}`, { isPrivate: true });
    expect(await fileOf(photoUrl)).toMatchObject({ privateTo: owner.user.id });
    expect(await kit.fileStatus(coParent, photoUrl)).toBe(404);
    await kit.send(owner, 'PATCH', `/api/timeline/${entry.id}`, { isPrivate: false });
    expect(await fileOf(photoUrl)).toMatchObject({ privateTo: null });
    expect(await kit.fileStatus(coParent, photoUrl)).toBe(200);
  });
});
