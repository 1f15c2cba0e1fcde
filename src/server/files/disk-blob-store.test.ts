import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createDiskBlobStore } from './disk-blob-store.js';

describe('disk blob store', () => {
  const root = mkdtempSync(join(tmpdir(), 'amity-blobs-'));
  const store = createDiskBlobStore(root);
  const key = 'ab'.repeat(16);

  it('puts under a two-character prefix folder, reads back and deletes', async () => {
    await store.put(key, Buffer.from('hello'));
    expect(existsSync(join(root, 'ab', key))).toBe(true);
    const stream = await store.get(key);
    expect(stream && (await text(stream))).toBe('hello');
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    await store.delete(key);
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(store.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(store.get('..')).rejects.toThrow(/invalid storage key/);
  });
});
