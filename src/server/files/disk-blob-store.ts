import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type BlobStore } from './blob-store.js';

/** Blobs on disk under `<root>/<first 2 characters of the key>/<key>`; writes land whole or not at all. */
export function createDiskBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key.slice(0, 2), key);
  };

  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, data, { flag: 'wx' });
      await rename(partial, path);
    },
    async putStream(key, source) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const path = pathOf(key);
      try {
        // Opening first turns a missing file into `undefined` instead of a stream error mid-response.
        const handle = await open(path, 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
