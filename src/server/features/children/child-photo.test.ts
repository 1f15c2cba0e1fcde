import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHILD_PHOTO_MESSAGES } from '../../../common/child-rules.js';
import type { Child } from '../../../common/schemas/children.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { multipartPayload } from '../../testing/multipart-payload.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const photo = (format: 'jpeg' | 'png', width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: '#e07a5f' } })
    .withExif({ IFD0: { Artist: 'Secret Camera Owner', Copyright: 'GPS 51.5N 0.1W' } })
    .toFormat(format)
    .toBuffer();

describe.each(TEST_DIALECTS)('child photo (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const family = useTwoFamilies(t);
  let child: Child;
  beforeEach(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/children',
      headers: { cookie: family.owner.cookie },
      payload: { name: 'Emma', birthDate: '2016-04-12' },
    });
    child = created.json<Child>();
  });

  const upload = (parent: SignedInParent, file: { name: string; type: string; data: Buffer }, field = 'photo') => {
    const { payload, headers } = multipartPayload(field, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/photo`,
      payload,
      headers: { ...headers, cookie: parent.cookie },
    });
  };
  const fetchFile = (url: string, parent?: SignedInParent) =>
    t.app.inject({ method: 'GET', url, headers: parent ? { cookie: parent.cookie } : {} });
  const blobsOnDisk = () => {
    const root = join(t.config.dataDir, 'files');
    return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  };

  it('stores a square WebP avatar without EXIF that the co-parent can fetch and another family cannot', async () => {
    const response = await upload(family.owner, { name: 'IMG_0001.JPG', type: 'image/jpeg', data: await photo('jpeg') });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Child>();
    expect(updated.profileImageUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const url = updated.profileImageUrl ?? '';

    const file = await fetchFile(url, family.coParent);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`inline; filename="Emma.webp"; filename*=UTF-8''Emma.webp`);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();

    expect((await fetchFile(url, family.intruder)).statusCode).toBe(404);
    expect((await fetchFile(url)).statusCode).toBe(401);
    expect((await fetchFile('/api/files/not-a-file', family.owner)).statusCode).toBe(404);
  });

  it('replaces the old photo, deleting its file; removing the child keeps the photo with the archived record', async () => {
    const first = (await upload(family.owner, { name: 'a.jpg', type: 'image/jpeg', data: await photo('jpeg') })).json<Child>();
    const second = await upload(family.coParent, { name: 'b.png', type: 'image/png', data: await photo('png', 300, 900) });
    expect(second.statusCode, second.body).toBe(200);
    const replaced = second.json<Child>();
    expect(replaced.profileImageUrl).not.toBe(first.profileImageUrl);
    expect((await fetchFile(first.profileImageUrl ?? '', family.owner)).statusCode).toBe(404);
    expect((await fetchFile(replaced.profileImageUrl ?? '', family.owner)).statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('files').select('id').execute()).toHaveLength(1);
    expect(blobsOnDisk()).toBe(1);

    // Both parents agree to remove the child: it is archived, and its photo stays stored.
    const asked = await t.app.inject({ method: 'DELETE', url: `/api/children/${child.id}`, headers: { cookie: family.owner.cookie } });
    expect(asked.statusCode, asked.body).toBe(202);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/children/removal-requests/${asked.json<{ id: string }>().id}/accept`,
      headers: { cookie: family.coParent.cookie },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await t.db.kysely.selectFrom('files').select('id').execute()).toHaveLength(1);
    expect(blobsOnDisk()).toBe(1);
    expect((await fetchFile(replaced.profileImageUrl ?? '', family.owner)).statusCode).toBe(200);
  });

  it('checks the type from the bytes: a text file named .png is refused', async () => {
    const response = await upload(family.owner, {
      name: 'photo.png',
      type: 'image/png',
      data: Buffer.from('just some text, not an image'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: CHILD_PHOTO_MESSAGES.wrongType, fields: { photo: CHILD_PHOTO_MESSAGES.wrongType } });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await upload(family.owner, { name: 'a.gif', type: 'image/gif', data: gif })).statusCode).toBe(415);
    const broken = Buffer.concat([(await photo('png')).subarray(0, 40), Buffer.alloc(200, 7)]);
    const unreadable = await upload(family.owner, { name: 'broken.png', type: 'image/png', data: broken });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toBe(CHILD_PHOTO_MESSAGES.unreadable);
    expect((await getJson<Child[]>(t.app, family.owner, '/api/children'))[0]?.profileImageUrl).toBeNull();
    expect(blobsOnDisk()).toBe(0);
  });

  it('refuses a photo over 10 MB with 413, a missing field and a JSON body', async () => {
    const png = await photo('png', 16, 16);
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    const tooBig = await upload(family.owner, { name: 'huge.png', type: 'image/png', data: huge });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(CHILD_PHOTO_MESSAGES.tooLarge);

    const wrongField = await upload(family.owner, { name: 'a.png', type: 'image/png', data: png }, 'avatar');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({
      code: 'bad_request',
      message: "Choose a file to upload as 'photo'",
      fields: { photo: 'Choose a file to upload' },
    });

    const json = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/photo`,
      headers: { cookie: family.owner.cookie },
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(blobsOnDisk()).toBe(0);
    expect(await t.db.kysely.selectFrom('files').select('id').execute()).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)('child photo under a 1 MB upload limit (%s)', (dialect) => {
  const t = useTestApp(dialect, { MAX_UPLOAD_MB: '1' });
  const family = useTwoFamilies(t);

  it('never accepts more than MAX_UPLOAD_MB, whatever the route allows', async () => {
    const headers = { cookie: family.owner.cookie };
    const child = (
      await t.app.inject({ method: 'POST', url: '/api/children', headers, payload: { name: 'Liam', birthDate: '2019-09-03' } })
    ).json<Child>();
    const big = { name: 'big.png', type: 'image/png', data: Buffer.concat([await photo('png', 16, 16), Buffer.alloc(2 * 1024 * 1024)]) };
    const { payload, headers: multipart } = multipartPayload('photo', big);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/photo`,
      payload,
      headers: { ...multipart, ...headers },
    });
    expect(response.statusCode).toBe(413);
  });
});
