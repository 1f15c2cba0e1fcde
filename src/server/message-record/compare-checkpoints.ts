import type { ChainVerification } from '../../common/schemas/messages.js';
import type { ChainRow } from './check-chain.js';
import type { StoredCheckpoint } from './checkpoints.js';

/**
 * Compares a conversation's chain (already found internally consistent) with its signed checkpoints, in
 * chain order. Every checkpoint's head must still be the hash of the message at its position, the latest
 * must carry a valid signature, and no message may come after it unsigned. Only signatures stop someone
 * who can write the database: without the key they can rewrite and re-hash messages, but not re-sign.
 */
export function compareCheckpoints(
  rows: readonly ChainRow[],
  checkpoints: readonly StoredCheckpoint[],
  latestSignatureValid: boolean,
): ChainVerification | undefined {
  const bySeq = new Map(rows.map((row, index) => [row.seq, { row, index }]));
  for (const checkpoint of checkpoints) {
    const count = Number(checkpoint.messageCount);
    const at = bySeq.get(count);
    if (!at) {
      return {
        intact: false,
        checked: rows.length,
        firstBrokenMessageId: null,
        reason: 'truncated',
        brokenSeq: count,
        detail: `Message #${count} is gone: the server signed this conversation at ${count} messages on ${checkpoint.signedAt}, and ${rows.length} remain.`,
      };
    }
    if (at.row.hash !== checkpoint.headHash) {
      return {
        intact: false,
        checked: at.index + 1,
        firstBrokenMessageId: at.row.id,
        reason: 'checkpoint_mismatch',
        brokenSeq: count,
        detail: `The history up to message #${count} no longer matches what the server signed on ${checkpoint.signedAt}: a message up to #${count} was rewritten.`,
      };
    }
  }
  const latest = checkpoints.at(-1);
  if (!latest) return undefined;
  if (!latestSignatureValid) {
    return {
      intact: false,
      checked: rows.length,
      firstBrokenMessageId: null,
      reason: 'checkpoint_invalid',
      brokenSeq: Number(latest.messageCount),
      detail: `The latest checkpoint (message #${latest.messageCount}) does not carry a valid signature by this server's key.`,
    };
  }
  const unsigned = rows.find((row) => row.seq > Number(latest.messageCount));
  if (unsigned) {
    return {
      intact: false,
      checked: (bySeq.get(unsigned.seq)?.index ?? 0) + 1,
      firstBrokenMessageId: unsigned.id,
      reason: 'unsigned_messages',
      brokenSeq: unsigned.seq,
      detail: `Message #${unsigned.seq} was never signed by the server: it was not sent through Amity.`,
    };
  }
  return undefined;
}
