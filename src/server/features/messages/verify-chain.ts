import type { ChainVerification } from '../../../common/schemas/messages.js';
import type { Db } from '../../db/database.js';
import { findConversation } from './find-conversation.js';
import { GENESIS_HASH, messageHash } from './message-hash.js';

/**
 * Recomputes the conversation's hash chain in seq order. The first message whose stored hash differs
 * from the recomputed one (its content, sender, time or attachments changed) or whose prevHash is not
 * the previous message's hash (a message removed or reordered) breaks it.
 */
export async function verifyChain(opts: { db: Db; familyId: string; conversationId: string }): Promise<ChainVerification> {
  const { db, familyId, conversationId } = opts;
  await findConversation(db.kysely, familyId, conversationId);
  const rows = await db.kysely
    .selectFrom('messages')
    .select(['id', 'seq', 'senderId', 'content', 'createdAt', 'prevHash', 'hash'])
    .where('conversationId', '=', conversationId)
    .orderBy('seq')
    .execute();
  const files = await db.kysely
    .selectFrom('messageAttachments')
    .innerJoin('messages', 'messages.id', 'messageAttachments.messageId')
    .innerJoin('files', 'files.id', 'messageAttachments.fileId')
    .select(['messageAttachments.messageId', 'files.sha256'])
    .where('messages.conversationId', '=', conversationId)
    .orderBy('messageAttachments.position')
    .execute();
  const attachments = new Map<string, string[]>();
  for (const f of files) attachments.set(f.messageId, [...(attachments.get(f.messageId) ?? []), f.sha256]);

  return checkChain(conversationId, rows, attachments);
}

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
 * The check itself, on a conversation's messages in seq order and the SHA-256 of each message's attachments
 * (in order); the legal report runs it on the rows it has already loaded.
 */
export function checkChain(
  conversationId: string,
  rows: readonly ChainRow[],
  attachments: ReadonlyMap<string, string[]>,
): ChainVerification {
  let expectedPrev = GENESIS_HASH;
  for (const [index, row] of rows.entries()) {
    const recomputed = messageHash({
      conversationId,
      seq: row.seq,
      senderId: row.senderId,
      content: row.content,
      createdAt: row.createdAt,
      attachments: attachments.get(row.id) ?? [],
      prevHash: row.prevHash,
    });
    if (row.prevHash !== expectedPrev || recomputed !== row.hash) {
      return { intact: false, checked: index + 1, firstBrokenMessageId: row.id };
    }
    expectedPrev = row.hash;
  }
  return { intact: true, checked: rows.length, firstBrokenMessageId: null };
}
