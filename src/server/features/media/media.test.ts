import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '../../../common/media-rules.js';
import type { MediaItem } from '../../../common/schemas/media.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { multipartPayload } from '../../testing/multipart-payload.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { multipartWithFields } from '../../testing/media.js';
import { exifPhoto, mp4File } from '../../testing/media-files.js';

type Part = { name: string; type: string; data: Buffer };

/** A multipart body with optional 'people' and 'keepLocation' fields before the file, as the screen sends it. */
function mediaPayload(file: Part, people?: string, keepLocation?: string) {
  if (people === undefined && keepLocation === undefined) return multipartPayload('file', file);
  return multipartWithFields(file, { ...(people === undefined ? {} : { people }), ...(keepLocation ? { keepLocation } : {}) });
}

describe.each(TEST_DIALECTS)('media library API (%s)', (dialect) => {
  // Small limits keep the size tests cheap: 1 MB photos, 2 MB videos.
  const t = useTestApp(dialect, { MEDIA_MAX_PHOTO_MB: '1', MEDIA_MAX_VIDEO_MB: '2' });
  const family = useTwoFamilies(t);

  const upload = (parent: SignedInParent, file: Part, people?: string, keepLocation?: string) => {
    const { payload, headers } = mediaPayload(file, people, keepLocation);
    return t.app.inject({ method: 'POST', url: '/api/family-media', payload, headers: { ...headers, cookie: parent.cookie } });
  };
  const list = (parent: SignedInParent = family.owner) => getJson<MediaItem[]>(t.app, parent, '/api/family-media');
  const blobsOnDisk = () => {
    const root = join(t.config.dataDir, 'files');
    return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  };
  const beachPhoto = async () => ({
    name: 'Beach day.jpg',
    type: 'image/jpeg',
    data: await exifPhoto({ takenAt: '2024:07:14 10:30:05', gps: true, background: '#3a7bd5', orientation: 6 }),
  });

  it('uploads a photo: EXIF date and (shared) place, an upright thumbnail, the offline analysis, listed for the co-parent', async () => {
    const response = await upload(family.owner, await beachPhoto(), 'Emma, Noah, Emma', 'shared');
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<MediaItem>();
    expect(item).toMatchObject({
      fileName: 'Beach day.jpg',
      mediaType: 'photo',
      contentType: 'image/jpeg',
      takenDate: '2024-07-14T10:30:05.000Z',
      location: '51.50740, -0.12767',
      // Orientation 6 turns the 1200x800 picture upright: 800 wide, 1200 high.
      width: 800,
      height: 1200,
      duration: null,
      eventCategory: 'vacation',
      peopleDetected: ['Emma', 'Noah'],
      uploader: { id: family.owner.user.id, name: `${family.owner.user.firstName} ${family.owner.user.lastName}` },
      canDelete: true,
    });
    expect(item.aiTags).toEqual(expect.arrayContaining(['beach', 'outdoors', 'summer', 'blue sky']));
    expect(item.memoryHighlight).toContain('with Emma and Noah');
    expect(item.fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const thumbnail = await t.app.inject({ method: 'GET', url: item.thumbnailUrl ?? '', headers: { cookie: family.coParent.cookie } });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 480]);
    expect(meta.exif).toBeUndefined();

    const original = await t.app.inject({ method: 'GET', url: item.fileUrl, headers: { cookie: family.coParent.cookie } });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.length).toBe(item.size);

    const seen = await list(family.coParent);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: item.id, canDelete: false });
  });

  it('lists the newest upload first', async () => {
    const first = (await upload(family.owner, await beachPhoto())).json<MediaItem>();
    const plain = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#55aa33' } })
      .png()
      .toBuffer();
    const second = (await upload(family.coParent, { name: 'park.png', type: 'image/png', data: plain })).json<MediaItem>();
    expect((await list()).map((i) => i.id)).toEqual([second.id, first.id]);
    expect(second).toMatchObject({ takenDate: null, location: null, width: 40, height: 30, eventCategory: 'outdoors' });
  });

  it('uploads a video streamed to the store, with its length read from the mvhd box', async () => {
    const video = mp4File({ seconds: 42.5, mdatBytes: 300_000 });
    const response = await upload(family.owner, { name: 'Soccer final.mp4', type: 'video/mp4', data: video });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<MediaItem>();
    expect(item).toMatchObject({ mediaType: 'video', contentType: 'video/mp4', duration: 42.5, thumbnailUrl: null, size: video.length });
    expect(item.aiTags).toEqual(expect.arrayContaining(['soccer', 'video']));
    const fetched = await t.app.inject({ method: 'GET', url: item.fileUrl, headers: { cookie: family.coParent.cookie } });
    expect(Buffer.compare(fetched.rawPayload, video)).toBe(0);
    expect(fetched.headers['content-type']).toBe('video/mp4');
    expect(fetched.headers['content-disposition']).toMatch(/^inline/);
  });

  it('refuses a text file named .jpg with 415, and writes nothing', async () => {
    const response = await upload(family.owner, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.from('I am only text, not a photo'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: MEDIA_MESSAGES.wrongType, fields: { file: MEDIA_MESSAGES.wrongType } });
    expect(await list()).toEqual([]);
    expect(blobsOnDisk()).toBe(0);
  });

  it('refuses a PDF too: the library holds photos and videos only', async () => {
    const response = await upload(family.owner, { name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.7\n%...') });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a photo over the photo limit and a video over the video limit with 413, and writes nothing', async () => {
    const bigPhoto = Buffer.concat([await exifPhoto({ width: 16, height: 16 }), Buffer.alloc(1024 * 1024 + 10)]);
    const photo = await upload(family.owner, { name: 'big.jpg', type: 'image/jpeg', data: bigPhoto });
    expect(photo.statusCode).toBe(413);
    expect(photo.json()).toMatchObject({ message: 'Photos must be at most 1 MB' });

    const bigVideo = mp4File({ seconds: 5, mdatBytes: 2 * 1024 * 1024 + 10 });
    const video = await upload(family.owner, { name: 'big.mp4', type: 'video/mp4', data: bigVideo });
    expect(video.statusCode).toBe(413);
    expect(video.json()).toMatchObject({ message: 'Videos must be at most 2 MB' });

    // A video between the two limits is fine: the limit follows the type read from the bytes.
    const midVideo = mp4File({ seconds: 5, mdatBytes: 1024 * 1024 + 10 });
    expect((await upload(family.owner, { name: 'mid.mp4', type: 'video/mp4', data: midVideo })).statusCode).toBe(201);
    expect(await list()).toHaveLength(1);
    expect(blobsOnDisk()).toBe(1);
  });

  it('answers 400 for bad input: no file, another field, an empty file, an unreadable photo, too many names', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/family-media', headers: { cookie: family.owner.cookie }, payload: {} });
    expect(json.statusCode).toBe(415);
    const { payload, headers } = multipartPayload('photo', {
      name: 'a.jpg',
      type: 'image/jpeg',
      data: await exifPhoto({ width: 8, height: 8 }),
    });
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/family-media',
      payload,
      headers: { ...headers, cookie: family.owner.cookie },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ message: "Choose a file to upload as 'file'" });
    const empty = await upload(family.owner, { name: 'a.jpg', type: 'image/jpeg', data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'The file is empty' });
    const broken = await upload(family.owner, { name: 'a.jpg', type: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: MEDIA_MESSAGES.unreadable });
    const names = Array.from({ length: 11 }, (_, i) => `Kid ${i}`).join(',');
    const crowd = await upload(family.owner, await beachPhoto(), names);
    expect(crowd.statusCode).toBe(400);
    expect(crowd.json()).toMatchObject({ fields: { people: MEDIA_MESSAGES.tooManyPeople } });
    expect(await list()).toEqual([]);
    expect(blobsOnDisk()).toBe(0);
  });

  it('keeps the facts but guesses nothing when the uploader turned AI off', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/settings',
      headers: { cookie: family.owner.cookie },
      payload: { aiEnabled: false },
    });
    const item = (await upload(family.owner, await beachPhoto(), 'Emma')).json<MediaItem>();
    expect(item).toMatchObject({ aiTags: [], eventCategory: 'everyday', memoryHighlight: null, peopleDetected: ['Emma'] });
    expect(item.takenDate).toBe('2024-07-14T10:30:05.000Z');
  });

  it('lets only the uploader delete, which archives the item and keeps the file and thumbnail blobs', async () => {
    const item = (await upload(family.owner, await beachPhoto())).json<MediaItem>();
    expect(blobsOnDisk()).toBe(2);
    const byCoParent = await t.app.inject({
      method: 'DELETE',
      url: `/api/family-media/${item.id}`,
      headers: { cookie: family.coParent.cookie },
    });
    expect(byCoParent.statusCode).toBe(403);
    expect(byCoParent.json()).toMatchObject({ message: MEDIA_MESSAGES.notUploader });
    expect(await list()).toHaveLength(1);

    const byOwner = await t.app.inject({ method: 'DELETE', url: `/api/family-media/${item.id}`, headers: { cookie: family.owner.cookie } });
    expect(byOwner.statusCode).toBe(204);
    expect(await list()).toEqual([]);
    // Archived, not destroyed: the bytes stay, so a message showing the same picture never loses it.
    expect(blobsOnDisk()).toBe(2);
    const kept = await t.app.inject({ method: 'GET', url: item.fileUrl, headers: { cookie: family.owner.cookie } });
    expect(kept.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/family-media/${item.id}`, headers: { cookie: family.owner.cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('refuses another family: the list is theirs only, delete and file fetch answer 404', async () => {
    const item = (await upload(family.owner, await beachPhoto())).json<MediaItem>();
    expect(await list(family.intruder)).toEqual([]);
    const snapshot = () => list(family.owner);
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder: family.intruder,
      request: { method: 'DELETE', url: `/api/family-media/${item.id}` },
      snapshot,
    });
    await expectRefusedAcrossFamilies({ app: t.app, intruder: family.intruder, request: { method: 'GET', url: item.fileUrl }, snapshot });
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder: family.intruder,
      request: { method: 'GET', url: item.thumbnailUrl ?? '' },
      snapshot,
    });
    expect(blobsOnDisk()).toBe(2);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/family-media' })).statusCode).toBe(401);
    const { payload, headers } = mediaPayload(await beachPhoto());
    expect((await t.app.inject({ method: 'POST', url: '/api/family-media', payload, headers })).statusCode).toBe(401);
  });

  it('analyses a file name per spec with POST /api/ai/analyze-media, validating the body', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/ai/analyze-media',
      headers: { cookie: family.owner.cookie },
      payload: { fileName: 'Emma birthday party.jpg', mediaType: 'photo' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      eventCategory: 'birthday',
      emotionAnalysis: 'Joyful and celebratory (suggested by the occasion, not read from faces)',
      tags: ['birthday', 'party', 'celebration'],
      peopleDetected: [],
      memoryHighlight: 'A birthday photo.',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/ai/analyze-media',
      headers: { cookie: family.owner.cookie },
      payload: { fileName: '  ', mediaType: 'audio' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { fileName: 'File name is required', mediaType: 'Media type must be photo or video' } });
  });
});
