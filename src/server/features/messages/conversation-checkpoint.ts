import type { CheckpointResponse, ConversationCheckpoint } from '../../../common/schemas/messages.js';
import type { Db } from '../../db/database.js';
import type { ConversationsTable } from '../../db/schema.js';
import type { CheckpointKey } from '../../message-record/checkpoint-key.js';
import { findConversation } from './find-conversation.js';

/** The conversation's latest signed checkpoint, or null before its first signed message. */
export async function latestCheckpointOf(
  db: Db,
  conversation: Pick<ConversationsTable, 'id' | 'subject'>,
): Promise<ConversationCheckpoint | null> {
  const row = await db.kysely
    .selectFrom('conversationCheckpoints')
    .selectAll()
    .where('conversationId', '=', conversation.id)
    .orderBy('messageCount', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, subject: conversation.subject, messageCount: Number(row.messageCount) } : null;
}

/** GET /api/conversations/:id/checkpoint: the latest signed checkpoint and the public half of the server's key. */
export async function getConversationCheckpoint(opts: {
  db: Db;
  key: CheckpointKey;
  familyId: string;
  conversationId: string;
}): Promise<CheckpointResponse> {
  const conversation = await findConversation(opts.db.kysely, opts.familyId, opts.conversationId);
  return {
    checkpoint: await latestCheckpointOf(opts.db, conversation),
    key: { algorithm: 'Ed25519', keyId: opts.key.keyId, publicKey: opts.key.publicKeyBase64 },
  };
}
