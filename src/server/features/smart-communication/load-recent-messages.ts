import type { Db } from '../../db/database.js';

export interface FlowMessage {
  conversationId: string;
  senderId: string;
  content: string;
  createdAt: string;
}

/** The family's messages since `since`, in conversation order (oldest first within each conversation). */
export async function loadRecentMessages(opts: { db: Db; familyId: string; since: string }): Promise<FlowMessage[]> {
  return opts.db.kysely
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
    .select(['messages.conversationId', 'messages.senderId', 'messages.content', 'messages.createdAt'])
    .where('conversations.familyId', '=', opts.familyId)
    .where('messages.createdAt', '>=', opts.since)
    .orderBy('messages.conversationId')
    .orderBy('messages.seq')
    .execute();
}
