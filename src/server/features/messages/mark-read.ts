import type { MarkReadRequest, MarkReadResponse } from '../../../common/schemas/messages.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { findConversation } from './find-conversation.js';

export const UP_TO_UNKNOWN = 'That message is not in this conversation';

/**
 * Marks the other parent's unread messages read, all of them or up to `upTo`. A message's readAt is
 * set once, when first read, and never moves again. Answers the ids newly read.
 */
export async function markRead(opts: {
  db: Db;
  familyId: string;
  userId: string;
  conversationId: string;
  input: MarkReadRequest;
}): Promise<MarkReadResponse> {
  const { db, familyId, userId, conversationId, input } = opts;
  await findConversation(db.kysely, familyId, conversationId);
  const readAt = new Date().toISOString();
  const readIds = await db.kysely.transaction().execute(async (trx) => {
    let upToSeq: number | undefined;
    if (input.upTo !== undefined) {
      const upTo = await trx
        .selectFrom('messages')
        .select('seq')
        .where('id', '=', input.upTo)
        .where('conversationId', '=', conversationId)
        .executeTakeFirst();
      if (!upTo) throw new AppError('bad_request', UP_TO_UNKNOWN, { upTo: UP_TO_UNKNOWN });
      upToSeq = upTo.seq;
    }
    const unread = await trx
      .selectFrom('messages')
      .select('id')
      .where('conversationId', '=', conversationId)
      .where('senderId', '!=', userId)
      .where('readAt', 'is', null)
      .$if(upToSeq !== undefined, (q) => q.where('seq', '<=', upToSeq ?? 0))
      .orderBy('seq')
      .execute();
    const ids = unread.map((r) => r.id);
    if (ids.length > 0) {
      await trx.updateTable('messages').set({ readAt }).where('id', 'in', ids).where('readAt', 'is', null).execute();
    }
    return ids;
  });
  return { readIds, readAt };
}
