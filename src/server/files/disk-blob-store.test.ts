import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
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

  it('streams a put to disk, and leaves nothing when the source fails', async () => {
    const streamed = 'cd'.repeat(16);
    async function* chunks() {
      yield Buffer.from('hel');
      yield Buffer.from('lo');
    }
    await store.putStream(streamed, chunks());
    const stream = await store.get(streamed);
    expect(stream && (await text(stream))).toBe('hello');

    const failed = 'ef'.repeat(16);
    async function* broken() {
      yield Buffer.from('partial');
      throw new Error('upload aborted');
    }
    await expect(store.putStream(failed, broken())).rejects.toThrow('upload aborted');
    expect(existsSync(join(root, 'ef'))).toBe(true);
    expect(readdirSync(join(root, 'ef'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(store.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(store.get('..')).rejects.toThrow(/invalid storage key/);
  });
});
