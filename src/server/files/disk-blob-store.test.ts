import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobStoreContract } from '../testing/blob-store-contract.js';
import { createDiskBlobStore } from './disk-blob-store.js';

describe('disk blob store', () => {
  const root = mkdtempSync(join(tmpdir(), 'amity-blobs-'));
  const store = createDiskBlobStore(root);

  blobStoreContract(() => ({
    store,
    isWriting: (key) => {
      const folder = join(root, key.slice(0, 2));
      return existsSync(folder) && readdirSync(folder).some((f) => f.startsWith(`${key}.`) && statSync(join(folder, f)).size > 0);
    },
  }));

  it('puts under a two-character prefix folder, and leaves no partial file when a streamed source fails', async () => {
    // A root of its own: the contract's random keys above land in the same prefix folders one time in 256.
    const ownRoot = mkdtempSync(join(tmpdir(), 'amity-blobs-'));
    const ownStore = createDiskBlobStore(ownRoot);
    const key = 'ab'.repeat(16);
    await ownStore.put(key, Buffer.from('hello'));
    expect(existsSync(join(ownRoot, 'ab', key))).toBe(true);

    const failed = 'ef'.repeat(16);
    async function* broken() {
      yield Buffer.from('partial');
      throw new Error('upload aborted');
    }
    await expect(ownStore.putStream(failed, broken())).rejects.toThrow('upload aborted');
    expect(readdirSync(join(ownRoot, 'ef'))).toEqual([]);
  });
});
