import type { Readable } from 'node:stream';
import type { ByteRange } from './byte-range.js';

/**
 * Where the bytes of uploaded files live, by an opaque storage key: on disk by default, or in an S3-compatible
 * bucket that several instances share (decision 0028).
 */
export interface BlobStore {
  put(key: string, data: Buffer): Promise<void>;
  /** Writes bytes as they arrive (large videos), landing whole or not at all; a failing source leaves nothing behind. */
  putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<void>;
  /** A stream of the bytes (or of one range of them, ends included), or undefined when the key holds nothing. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Storage keys are random hex, so they never reach outside the store's folder. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}
