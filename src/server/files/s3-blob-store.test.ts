import { afterAll, beforeAll, describe } from 'vitest';
import { blobStoreContract } from '../testing/blob-store-contract.js';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.js';
import { loadConfig } from '../config.js';
import type { BlobStore } from './blob-store.js';
import { createS3BlobStore } from './s3-blob-store.js';

describe('S3 blob store, against a real S3-compatible server', () => {
  let server: TestS3Server;
  let store: BlobStore;
  beforeAll(async () => {
    server = await startTestS3Server();
    const { s3 } = loadConfig(server.env);
    if (!s3) throw new Error('the test server variables configure no S3 store');
    store = createS3BlobStore(s3);
  });
  afterAll(async () => {
    await server.close();
  });

  blobStoreContract(() => ({
    store,
    // A streamed upload sends its first 5 MiB part while the rest is still being read.
    isWriting: (key) => server.requests.some((r) => r.startsWith(`PUT /${server.env.S3_BUCKET}/${key}?`) && r.includes('partNumber=')),
  }));
});
