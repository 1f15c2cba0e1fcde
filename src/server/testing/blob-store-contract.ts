import { createHash, randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { BlobStore } from '../files/blob-store.js';

export interface BlobStoreUnderTest {
  store: BlobStore;
  /** Whether the store has received some of the bytes of `key` while its upload is still running. */
  isWriting(key: string): boolean;
}

const MB = 1024 * 1024;
const newKey = () => randomBytes(16).toString('hex');

async function read(store: BlobStore, key: string, range?: { start: number; end: number }): Promise<Buffer | undefined> {
  const stream = await store.get(key, range);
  return stream && buffer(stream);
}

/** Deterministic bytes, so a large file need not be kept to be checked: byte i is (i * 7 + i >> 8) mod 256. */
function byteAt(i: number): number {
  return (i * 7 + (i >> 8)) & 0xff;
}
function bytes(start: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) out[i] = byteAt(start + i);
  return out;
}

/** The behaviour every blob store keeps, whatever holds the bytes: the same tests run on disk and on S3. */
export function blobStoreContract(setup: () => BlobStoreUnderTest): void {
  it('puts, reads back, deletes, and a delete of a missing key is no error', async () => {
    const { store } = setup();
    const key = newKey();
    await store.put(key, Buffer.from('hello'));
    expect((await read(store, key))?.toString()).toBe('hello');
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    await store.delete(key);
  });

  it('answers undefined for a key that holds nothing, with or without a range', async () => {
    const { store } = setup();
    expect(await store.get(newKey())).toBeUndefined();
    expect(await store.get(newKey(), { start: 0, end: 9 })).toBeUndefined();
  });

  it('reads byte ranges, both ends included', async () => {
    const { store } = setup();
    const key = newKey();
    await store.put(key, Buffer.from('0123456789'));
    // Not 0-0: s3rver reads an end of 0 as no end (real S3 does not).
    expect((await read(store, key, { start: 0, end: 1 }))?.toString()).toBe('01');
    expect((await read(store, key, { start: 3, end: 6 }))?.toString()).toBe('3456');
    expect((await read(store, key, { start: 9, end: 9 }))?.toString()).toBe('9');
  });

  it('streams a large upload as it arrives, and reads ranges of it back', async () => {
    const { store, isWriting } = setup();
    const key = newKey();
    const size = 24 * MB;
    const chunk = 64 * 1024;
    let writingBeforeTheEnd = false;
    async function* source() {
      for (let at = 0; at < size; at += chunk) {
        if (at === 20 * MB) writingBeforeTheEnd = isWriting(key);
        yield bytes(at, chunk);
      }
    }
    await store.putStream(key, source());
    expect(writingBeforeTheEnd).toBe(true);

    const whole = await read(store, key);
    expect(whole?.length).toBe(size);
    expect(
      createHash('sha256')
        .update(whole ?? '')
        .digest('hex'),
    ).toBe(createHash('sha256').update(bytes(0, size)).digest('hex'));
    // Across the 5 MiB boundary where a multipart upload starts its second part, and the last bytes.
    expect(await read(store, key, { start: 5 * MB - 3, end: 5 * MB + 2 })).toEqual(bytes(5 * MB - 3, 6));
    expect(await read(store, key, { start: size - 4, end: size - 1 })).toEqual(bytes(size - 4, 4));
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('leaves nothing readable when the source of a streamed upload fails, small or large', async () => {
    const { store } = setup();
    for (const length of [10, 12 * MB]) {
      const key = newKey();
      async function* broken() {
        for (let at = 0; at < length; at += MB) yield bytes(at, Math.min(MB, length - at));
        throw new Error('upload aborted');
      }
      await expect(store.putStream(key, broken())).rejects.toThrow('upload aborted');
      expect(await store.get(key)).toBeUndefined();
    }
  });

  it('refuses keys that are not storage keys', async () => {
    const { store } = setup();
    await expect(store.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(store.get('..')).rejects.toThrow(/invalid storage key/);
    await expect(store.delete('a/b')).rejects.toThrow(/invalid storage key/);
  });
}
