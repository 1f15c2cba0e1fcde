import type { MessagePage } from '../../../common/schemas/messages.js';
import type { Db } from '../../db/database.js';
import { findConversation } from './find-conversation.js';
import { selectMessages, toMessages } from './load-messages.js';

/**
 * One page of a conversation, oldest first: the `limit` latest messages before the cursor. The cursor
 * is the chain position (seq) of the oldest message returned, or null when nothing older exists.
 */
export async function listMessages(opts: {
  db: Db;
  familyId: string;
  conversationId: string;
  before?: string;
  limit: number;
}): Promise<MessagePage> {
  const { db, familyId, conversationId, limit } = opts;
  await findConversation(db.kysely, familyId, conversationId);
  const rows = await selectMessages(db.kysely)
    .where('messages.conversationId', '=', conversationId)
    .$if(opts.before !== undefined, (q) => q.where('messages.seq', '<', Number(opts.before)))
    .orderBy('messages.seq', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit).reverse();
  const oldest = page[0];
  return {
    messages: await toMessages(db.kysely, page),
    nextCursor: rows.length > limit && oldest ? String(oldest.seq) : null,
  };
}
