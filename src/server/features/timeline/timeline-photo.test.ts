import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Child } from '../../../common/schemas/children.js';
import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import { TIMELINE_MESSAGES, TIMELINE_PHOTO_MAX_EDGE } from '../../../common/timeline-rules.js';
import { useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { multipartPayload } from '../../testing/multipart-payload.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { timelineKit } from '../../testing/timeline.js';

const photo = (format: 'jpeg' | 'png', width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#81b29a' } })
    .withExif({ IFD0: { Artist: 'Secret Camera Owner', Copyright: 'GPS 51.5N 0.1W' } })
    .toFormat(format)
    .toBuffer();

describe.each(TEST_DIALECTS)('timeline photo (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const family = useTwoFamilies(t);
  let child: Child;
  let kit: ReturnType<typeof timelineKit>;
  beforeEach(async () => {
    kit = timelineKit(t.app);
    child = await kit.addChild(family.owner);
  });

  const upload = (parent: SignedInParent, entryId: string, file: { name: string; type: string; data: Buffer }, field = 'photo') => {
    const { payload, headers } = multipartPayload(field, file);
    return t.app.inject({ method: 'POST', url: `/api/timeline/${entryId}/photo`, payload, headers: { ...headers, cookie: parent.cookie } });
  };
  const fetchFile = (url: string, parent: SignedInParent) => t.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });
  const fileRows = () => t.db.kysely.selectFrom('files').select('id').execute();
  const blobsOnDisk = () => {
    const root = join(t.config.dataDir, 'files');
    return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  };

  it('stores a resized WebP without EXIF that the co-parent sees; replacing and removing delete the old file, deleting the entry keeps it', async () => {
    const { owner, coParent, intruder } = family;
    const entry = await kit.addEntry(owner, { title: 'Beach day!', childId: child.id });
    const response = await upload(owner, entry.id, { name: 'IMG_0001.JPG', type: 'image/jpeg', data: await photo('jpeg') });
    expect(response.statusCode, response.body).toBe(200);
    const withPhoto = response.json<TimelineEntry>();
    expect(withPhoto.photoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const url = withPhoto.photoUrl ?? '';
    expect((await kit.timelineOf(coParent, child.id))[0]?.photoUrl).toBe(url);

    const file = await fetchFile(url, coParent);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['content-disposition']).toContain('Beach day.webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: TIMELINE_PHOTO_MAX_EDGE, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect((await fetchFile(url, intruder)).statusCode).toBe(404);

    // A small photo is not enlarged.
    const replaced = (
      await upload(owner, entry.id, { name: 'small.png', type: 'image/png', data: await photo('png', 300, 400) })
    ).json<TimelineEntry>();
    expect(replaced.photoUrl).not.toBe(url);
    expect((await fetchFile(url, owner)).statusCode).toBe(404);
    const small = await fetchFile(replaced.photoUrl ?? '', owner);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 300, height: 400 });
    expect(await fileRows()).toHaveLength(1);
    expect(blobsOnDisk()).toBe(1);

    const removed = await kit.send(owner, 'DELETE', `/api/timeline/${entry.id}/photo`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ photoUrl: null, title: 'Beach day!' });
    expect(await fileRows()).toEqual([]);
    expect(blobsOnDisk()).toBe(0);

    await upload(owner, entry.id, { name: 'again.jpg', type: 'image/jpeg', data: await photo('jpeg', 64, 64) });
    expect(blobsOnDisk()).toBe(1);
    // Deleting the entry archives it: the entry and its photo stay stored.
    expect((await kit.send(owner, 'DELETE', `/api/timeline/${entry.id}`)).statusCode).toBe(204);
    expect(await fileRows()).toHaveLength(1);
    expect(blobsOnDisk()).toBe(1);
  });

  it('hides the photo of a private entry from the co-parent, even by its file address', async () => {
    const { owner, coParent } = family;
    const entry = await kit.addEntry(owner, { title: 'Private note', childId: child.id, isPrivate: true });
    const saved = (
      await upload(owner, entry.id, { name: 'a.png', type: 'image/png', data: await photo('png', 50, 50) })
    ).json<TimelineEntry>();
    const url = saved.photoUrl ?? '';
    expect((await fetchFile(url, owner)).statusCode).toBe(200);
    const hidden = await fetchFile(url, coParent);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual((await fetchFile('/api/files/no-such-file', coParent)).json());
    await kit.send(owner, 'PATCH', `/api/timeline/${entry.id}`, { isPrivate: false });
    expect((await fetchFile(url, coParent)).statusCode).toBe(200);
  });

  it('checks the bytes, the size and the form, and refuses the co-parent, writing nothing', async () => {
    const { owner, coParent } = family;
    const entry = await kit.addEntry(owner, { title: 'Picture day', childId: child.id, timelineType: 'photo' });
    const text = await upload(owner, entry.id, { name: 'photo.png', type: 'image/png', data: Buffer.from('not an image at all') });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ message: TIMELINE_MESSAGES.photoWrongType, fields: { photo: TIMELINE_MESSAGES.photoWrongType } });
    const pdf = await upload(owner, entry.id, { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('%PDF-1.7\n...') });
    expect(pdf.statusCode).toBe(415);
    const broken = Buffer.concat([(await photo('png', 40, 40)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const unreadable = await upload(owner, entry.id, { name: 'broken.png', type: 'image/png', data: broken });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toBe(TIMELINE_MESSAGES.photoUnreadable);

    const png = await photo('png', 16, 16);
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    const tooBig = await upload(owner, entry.id, { name: 'huge.png', type: 'image/png', data: huge });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(TIMELINE_MESSAGES.photoTooLarge);
    const wrongField = await upload(owner, entry.id, { name: 'a.png', type: 'image/png', data: png }, 'picture');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({
      code: 'bad_request',
      message: "Choose a file to upload as 'photo'",
      fields: { photo: 'Choose a file to upload' },
    });
    const json = await kit.send(owner, 'POST', `/api/timeline/${entry.id}/photo`, { photo: 'x' });
    expect(json.statusCode).toBe(415);
    const notAuthor = await upload(coParent, entry.id, { name: 'a.png', type: 'image/png', data: png });
    expect(notAuthor.statusCode).toBe(403);
    const missing = await upload(owner, 'no-such-entry', { name: 'a.png', type: 'image/png', data: png });
    expect(missing.statusCode).toBe(404);

    expect(await fileRows()).toEqual([]);
    expect(blobsOnDisk()).toBe(0);
    expect((await kit.timelineOf(owner, child.id))[0]?.photoUrl).toBeNull();
  });
});
