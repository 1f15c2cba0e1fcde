import { join } from 'node:path';
import type { Config } from '../config.js';
import type { BlobStore } from './blob-store.js';
import { createDiskBlobStore } from './disk-blob-store.js';
import type { S3Settings } from './s3-blob-store.js';

const stores = new WeakMap<object, BlobStore>();

/**
 * The blob store of a configuration, one per configuration (so one S3 client and its sockets): the S3 bucket when
 * S3_BUCKET is set, else files on disk under DATA_DIR/files.
 */
export function configuredBlobStore(config: Pick<Config, 'dataDir' | 's3'>): BlobStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? lazyS3BlobStore(config.s3) : createDiskBlobStore(join(config.dataDir, 'files'));
    stores.set(config, store);
  }
  return store;
}

/** Loads the AWS SDK on first use: it adds a quarter of a second to every start on the disk store otherwise. */
function lazyS3BlobStore(settings: S3Settings): BlobStore {
  let loading: Promise<BlobStore> | undefined;
  const store = () => (loading ??= import('./s3-blob-store.js').then((s3) => s3.createS3BlobStore(settings)));
  return {
    put: async (key, data) => (await store()).put(key, data),
    putStream: async (key, source) => (await store()).putStream(key, source),
    get: async (key, range) => (await store()).get(key, range),
    delete: async (key) => (await store()).delete(key),
  };
}
