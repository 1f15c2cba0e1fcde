import type { ChainVerification } from '../../common/schemas/messages.js';
import { timeSlicer } from '../event-loop/time-slicer.js';
import { GENESIS_HASH, messageHash } from './message-hash.js';

export interface ChainRow {
  id: string;
  seq: number;
  senderId: string;
  content: string;
  createdAt: string;
  prevHash: string;
  hash: string;
}

/**
 * Recomputes a conversation's hash chain from its messages in seq order and the SHA-256 of each message's
 * attachments (in order), as stored in the files table. The first message whose stored hash differs from
 * the recomputed one (its content, sender, time or attachments changed) or whose prevHash is not the
 * previous message's hash (a message removed or reordered) breaks it. Pure: the legal report runs it on
 * the rows it has already loaded. A conversation of thousands of messages is hashed a slice of time at a time.
 */
export async function checkChain(
  conversationId: string,
  rows: readonly ChainRow[],
  attachments: ReadonlyMap<string, string[]>,
): Promise<ChainVerification> {
  let expectedPrev = GENESIS_HASH;
  const slice = timeSlicer();
  for (const [index, row] of rows.entries()) {
    await slice();
    const recomputed = messageHash({
      conversationId,
      seq: row.seq,
      senderId: row.senderId,
      content: row.content,
      createdAt: row.createdAt,
      attachments: attachments.get(row.id) ?? [],
      prevHash: row.prevHash,
    });
    if (row.prevHash !== expectedPrev) {
      return broken(
        index + 1,
        row,
        'link_broken',
        `Message #${row.seq} does not follow the message before it: a message was removed or reordered.`,
      );
    }
    if (recomputed !== row.hash) {
      return broken(
        index + 1,
        row,
        'message_changed',
        `Message #${row.seq} (sent ${row.createdAt}) no longer matches its hash: its text, sender, time or attachments were changed.`,
      );
    }
    expectedPrev = row.hash;
  }
  return { intact: true, checked: rows.length, firstBrokenMessageId: null };
}

function broken(checked: number, row: ChainRow, reason: 'link_broken' | 'message_changed', detail: string): ChainVerification {
  return { intact: false, checked, firstBrokenMessageId: row.id, reason, brokenSeq: row.seq, detail };
}
