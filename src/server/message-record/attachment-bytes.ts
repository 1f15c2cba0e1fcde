import { createHash } from 'node:crypto';
import type { ChainVerification } from '../../common/schemas/messages.js';
import type { BlobStore } from '../files/blob-store.js';

/** SHA-256 (hex) of the bytes stored under a key, streamed; undefined when the store holds nothing there. */
export async function sha256OfBlob(blobs: BlobStore, storageKey: string): Promise<string | undefined> {
  const stream = await blobs.get(storageKey);
  if (!stream) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export interface AttachedFile {
  messageId: string;
  seq: number;
  name: string;
  sha256: string;
  storageKey: string;
}

/**
 * Re-hashes the stored bytes of every attached file, in chain order, and names the first message whose
 * file no longer hashes to the SHA-256 recorded for it (and chained into the message's hash) or is gone.
 * `checked` counts the messages up to that one, as the chain check does.
 */
export async function findAlteredAttachment(
  blobs: BlobStore,
  files: readonly AttachedFile[],
  position: (seq: number) => number,
): Promise<ChainVerification | undefined> {
  const ordered = [...files].sort((a, b) => a.seq - b.seq);
  for (const file of ordered) {
    const actual = await sha256OfBlob(blobs, file.storageKey);
    if (actual === file.sha256) continue;
    const missing = actual === undefined;
    return {
      intact: false,
      checked: position(file.seq),
      firstBrokenMessageId: file.messageId,
      reason: missing ? 'attachment_missing' : 'attachment_changed',
      brokenSeq: file.seq,
      detail: missing
        ? `The file '${file.name}' attached to message #${file.seq} is missing from the file store.`
        : `The file '${file.name}' attached to message #${file.seq} no longer matches the SHA-256 recorded when it was sent: its stored bytes were replaced.`,
    };
  }
  return undefined;
}
