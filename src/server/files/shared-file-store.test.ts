import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MediaItem } from '../../common/schemas/media.js';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import { signUp, type SignedInParent } from '../testing/factories.js';
import { multipartWithFields } from '../testing/media.js';
import { mp4File } from '../testing/media-files.js';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.js';
import { removalKit } from '../testing/shared-records.js';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.js';
import { blobStoreFor } from './file-store.js';

const MB = 1024 * 1024;

/** Two instances on one PostgreSQL schema and one bucket, each with its own DATA_DIR, as on two machines. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL with the S3 file store', () => {
  let s3: TestS3Server;
  let a: TestApp;
  let b: { app: FastifyInstance; close(): Promise<void> };
  let urlOf: { a: string; b: string };
  let parent: SignedInParent;

  beforeEach(async () => {
    s3 = await startTestS3Server();
    a = await createTestApp('postgres', s3.env);
    const { connectionString, schema } = a.db;
    if (!connectionString || !schema) throw new Error('expected a PostgreSQL schema');
    const bConfig = testConfig(s3.env);
    expect(bConfig.dataDir).not.toBe(a.config.dataDir);
    const bDb = openDatabase({ databaseUrl: connectionString, pgSchema: schema, poolSize: 4 });
    const bApp = await buildApp({ config: bConfig, db: bDb, secret: a.secret, pollJobs: false });
    b = {
      app: bApp,
      async close() {
        await bApp.close();
        await bDb.destroy();
      },
    };
    urlOf = { a: await a.app.listen({ host: '127.0.0.1', port: 0 }), b: await bApp.listen({ host: '127.0.0.1', port: 0 }) };
    parent = await signUp(a.app);
  });
  afterEach(async () => {
    await b.close();
    await a.close();
    await s3.close();
  });

  const get = (base: string, path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { headers: { cookie: parent.cookie, ...headers } });

  it('streams a video up through one instance; the other serves it whole and by byte range', { timeout: 60_000 }, async () => {
    const video = mp4File({ seconds: 12, mdatBytes: 12 * MB });
    const { payload, headers } = multipartWithFields({ name: 'Recital.mp4', type: 'video/mp4', data: video });
    const uploaded = await fetch(`${urlOf.a}/api/family-media`, {
      method: 'POST',
      body: payload,
      headers: { ...headers, cookie: parent.cookie },
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const item = (await uploaded.json()) as MediaItem;
    // Streamed to the bucket in parts, not put whole.
    expect(s3.requests.filter((r) => r.startsWith('PUT ') && r.includes('partNumber=')).length).toBeGreaterThanOrEqual(2);

    const whole = await get(urlOf.b, item.fileUrl);
    expect(whole.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await whole.arrayBuffer()), video)).toBe(0);

    const start = 5 * MB - 10;
    const ranged = await get(urlOf.b, item.fileUrl, { range: `bytes=${start}-${start + 19}` });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes ${start}-${start + 19}/${video.length}`);
    expect(Buffer.compare(Buffer.from(await ranged.arrayBuffer()), video.subarray(start, start + 20))).toBe(0);
  });

  it('deletes through the other instance: the file is gone for both, and its bytes from the bucket', async () => {
    const kit = removalKit(a.app);
    const child = await kit.addChild(parent);
    const entry = await kit.addEntry(parent, { title: 'First bike ride', childId: child.id, timelineType: 'milestone' });
    const photoUrl = await kit.uploadEntryPhoto(parent, entry.id);
    const fileId = photoUrl.split('/').pop() ?? '';
    const { storageKey } = await a.db.kysely.selectFrom('files').select('storageKey').where('id', '=', fileId).executeTakeFirstOrThrow();

    const fromB = await get(urlOf.b, photoUrl);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const firstBytes = await get(urlOf.b, photoUrl, { range: 'bytes=0-3' });
    expect(firstBytes.status).toBe(206);
    expect(Buffer.from(await firstBytes.arrayBuffer()).toString('latin1')).toBe('RIFF');

    const removed = await fetch(`${urlOf.b}/api/timeline/${entry.id}/photo`, { method: 'DELETE', headers: { cookie: parent.cookie } });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect((await get(urlOf.a, photoUrl)).status).toBe(404);
    expect((await get(urlOf.b, photoUrl)).status).toBe(404);
    expect(await blobStoreFor(a.config).get(storageKey)).toBeUndefined();
  });
});
