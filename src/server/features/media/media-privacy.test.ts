import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '../../../common/media-rules.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import type { MediaItem } from '../../../common/schemas/media.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { mp4WithLocation } from '../../testing/location.js';
import { uploadMediaRequest, type Part } from '../../testing/media.js';
import { exifPhoto } from '../../testing/media-files.js';

const scanData = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
const gpsOf = (image: Buffer) => exifr.gps(image).catch(() => undefined);

describe.each(TEST_DIALECTS)('media library: privacy of place, archive and audit (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const family = useTwoFamilies(t);

  const upload = async (parent: SignedInParent, file: Part, fields: Record<string, string> = {}) => {
    const response = await uploadMediaRequest(t.app, parent, file, fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MediaItem>();
  };
  const list = (parent: SignedInParent) => getJson<MediaItem[]>(t.app, parent, '/api/family-media');
  const bytes = async (parent: SignedInParent, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const beach = async (): Promise<Part> => ({
    name: 'Beach day.jpg',
    type: 'image/jpeg',
    data: await exifPhoto({ takenAt: '2024:07:14 10:30:05', gps: true }),
  });

  it('removes the place from the stored original by default, pixels byte for byte, and shows it to no one', async () => {
    const file = await beach();
    expect(await gpsOf(file.data)).toMatchObject({ latitude: expect.closeTo(51.5074, 3), longitude: expect.closeTo(-0.1277, 3) });
    const item = await upload(family.owner, file);
    expect(item).toMatchObject({ location: null, locationShared: false, takenDate: '2024-07-14T10:30:05.000Z' });
    expect(item.aiTags).not.toContain('geotagged');
    expect(item.memoryHighlight ?? '').not.toContain('51.5');
    for (const parent of [family.owner, family.coParent]) {
      const stored = await bytes(parent, item.fileUrl);
      expect(await gpsOf(stored)).toBeUndefined();
      expect(stored.length).toBe(file.data.length);
      expect(scanData(stored).equals(scanData(file.data))).toBe(true);
      const thumbnail = await sharp(await bytes(parent, item.thumbnailUrl ?? '')).metadata();
      expect([thumbnail.exif, thumbnail.xmp, thumbnail.iptc]).toEqual([undefined, undefined, undefined]);
      expect((await list(parent))[0]).toMatchObject({ id: item.id, location: null });
    }
  });

  it('keeps the place for the uploader alone when asked, never in the file or for the co-parent', async () => {
    const item = await upload(family.owner, await beach(), { keepLocation: 'private' });
    expect(item).toMatchObject({ location: '51.50740, -0.12767', locationShared: false });
    expect(item.aiTags).not.toContain('geotagged');
    expect((await list(family.owner))[0]).toMatchObject({ location: '51.50740, -0.12767' });
    expect((await list(family.coParent))[0]).toMatchObject({ id: item.id, location: null, locationShared: false });
    expect(await gpsOf(await bytes(family.coParent, item.fileUrl))).toBeUndefined();
    expect(await gpsOf(await bytes(family.owner, item.fileUrl))).toBeUndefined();
    // Nor does the audit log, which both parents read, carry it.
    const audit = await getJson<AuditPage>(t.app, family.coParent, '/api/audit?entity=media_item');
    expect(JSON.stringify(audit)).not.toContain('51.5');
  });

  it('shows a shared place to both parents and keeps the original untouched', async () => {
    const file = await beach();
    const item = await upload(family.owner, file, { keepLocation: 'shared' });
    expect(item).toMatchObject({ location: '51.50740, -0.12767', locationShared: true });
    expect((await list(family.coParent))[0]).toMatchObject({ location: '51.50740, -0.12767', locationShared: true });
    expect((await bytes(family.coParent, item.fileUrl)).equals(file.data)).toBe(true);
    const thumbnail = await sharp(await bytes(family.coParent, item.thumbnailUrl ?? '')).metadata();
    expect(thumbnail.exif).toBeUndefined();
  });

  it('refuses an unknown keepLocation with 400 and stores nothing', async () => {
    const response = await uploadMediaRequest(t.app, family.owner, await beach(), { keepLocation: 'yes please' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MEDIA_MESSAGES.badLocationChoice,
      fields: { keepLocation: MEDIA_MESSAGES.badLocationChoice },
    });
    expect(await list(family.owner)).toEqual([]);
  });

  it('renames the location boxes of a video unless shared, keeping its length and every other byte', async () => {
    const video = mp4WithLocation();
    const file = { name: 'Soccer.mov', type: 'video/quicktime', data: video };
    const plain = await upload(family.owner, file);
    const stored = await bytes(family.coParent, plain.fileUrl);
    expect(plain).toMatchObject({ location: null, size: video.length });
    expect(stored.length).toBe(video.length);
    expect(stored.includes('\u00a9xyz', 0, 'latin1')).toBe(false);

    const kept = await upload(family.owner, file, { keepLocation: 'private' });
    expect(kept.location).toBe('51.50740, -0.12780');
    expect((await list(family.coParent)).find((i) => i.id === kept.id)?.location).toBeNull();
    expect((await bytes(family.owner, kept.fileUrl)).includes('\u00a9xyz', 0, 'latin1')).toBe(false);

    const shared = await upload(family.owner, file, { keepLocation: 'shared' });
    expect((await bytes(family.coParent, shared.fileUrl)).equals(video)).toBe(true);
    expect((await list(family.coParent)).find((i) => i.id === shared.id)?.location).toBe('51.50740, -0.12780');
  });

  it('neutralises invisible and direction-changing characters in the file name', async () => {
    const file = { ...(await beach()), name: 'beach\u202Egpj.exe' };
    const item = await upload(family.owner, file);
    expect(item.fileName).toBe('beachgpj.exe');
    const response = await t.app.inject({ method: 'GET', url: item.fileUrl, headers: { cookie: family.owner.cookie } });
    expect(response.headers['content-disposition']).not.toMatch(/\u202e|%E2%80%AE/i);
  });

  it('archives a deleted item: gone from the library, file kept, with who and when in the audit log', async () => {
    const item = await upload(family.owner, await beach());
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/family-media/${item.id}`, headers: { cookie: family.owner.cookie } });
    expect(removed.statusCode).toBe(204);
    expect(await list(family.owner)).toEqual([]);
    expect(await list(family.coParent)).toEqual([]);
    expect((await bytes(family.owner, item.fileUrl)).length).toBe(item.size);
    const row = await t.db.kysely.selectFrom('mediaItems').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ archivedBy: family.owner.user.id, archivedAt: expect.any(String) });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/family-media/${item.id}`, headers: { cookie: family.owner.cookie } });
    expect(again.statusCode).toBe(404);

    const audit = await getJson<AuditPage>(t.app, family.coParent, `/api/audit?entity=media_item&entityId=${item.id}`);
    expect(audit.items.map((e) => [e.action, e.actorId, e.summary])).toEqual([
      ['archived', family.owner.user.id, "Removed the photo 'Beach day.jpg' from the media library (the file is kept)"],
      ['created', family.owner.user.id, "Added the photo 'Beach day.jpg' to the media library"],
    ]);
    expect(audit.items[1]?.after).toEqual({ fileName: 'Beach day.jpg', mediaType: 'photo' });
  });
});
