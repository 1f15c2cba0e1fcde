import { randomUUID } from 'node:crypto';
import type { Message, SendMessageRequest } from '../../../common/schemas/messages.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { selectMessages, toMessages } from './load-messages.js';
import { currentCheckpointKey, type CheckpointKey } from '../../message-record/checkpoint-key.js';
import { signCheckpoint } from '../../message-record/checkpoints.js';
import { GENESIS_HASH, messageHash } from '../../message-record/message-hash.js';
import { lockConversation } from './lock-conversation.js';
import { isUniqueViolation } from './unique-violation.js';

export const ATTACHMENT_UNAVAILABLE = 'One of the attachments was not found or is already attached to a message';
export const NOT_AN_ATTACHMENT = 'Only files uploaded as message attachments can be attached to a message';

/**
 * Appends a message to the conversation's hash chain in one transaction: the conversation is locked,
 * the next seq and the previous hash are read, attachments are claimed (each file once, only the
 * sender's own uploads in this family, and only files uploaded as attachments: never a media item, a
 * receipt or a photo, which other routes may archive or replace), the message is stored with its hash,
 * and the new chain head is signed as the conversation's checkpoint.
 */
export async function sendMessage(opts: {
  db: Db;
  familyId: string;
  userId: string;
  conversationId: string;
  input: SendMessageRequest;
  /** When it was sent; now unless given (the demo writes history). */
  at?: Date;
  /** Signs the checkpoint; the key this process loaded at start unless given. */
  checkpointKey?: CheckpointKey;
}): Promise<Message> {
  const { db, familyId, userId, conversationId, input } = opts;
  const fileIds = [...new Set(input.attachmentIds ?? [])];
  if (fileIds.length !== (input.attachmentIds?.length ?? 0)) {
    throw new AppError('bad_request', 'The same file is attached twice', { attachmentIds: 'The same file is attached twice' });
  }
  const id = await db.kysely
    .transaction()
    .execute(async (trx) => {
      await lockConversation(trx, db.dialect, familyId, conversationId);
      const files = fileIds.length
        ? await trx
            .selectFrom('files')
            .leftJoin('messageAttachments', 'messageAttachments.fileId', 'files.id')
            .select(['files.id', 'files.sha256', 'files.purpose'])
            .where('files.id', 'in', fileIds)
            .where('files.familyId', '=', familyId)
            .where('files.uploadedBy', '=', userId)
            .where('messageAttachments.fileId', 'is', null)
            .execute()
        : [];
      if (files.some((f) => f.purpose !== 'attachment')) {
        throw new AppError('bad_request', NOT_AN_ATTACHMENT, { attachmentIds: NOT_AN_ATTACHMENT });
      }
      const sha = new Map(files.map((f) => [f.id, f.sha256]));
      if (sha.size !== fileIds.length) throw new AppError('bad_request', ATTACHMENT_UNAVAILABLE, { attachmentIds: ATTACHMENT_UNAVAILABLE });

      const previous = await trx
        .selectFrom('messages')
        .select(['seq', 'hash'])
        .where('conversationId', '=', conversationId)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      const seq = (previous?.seq ?? 0) + 1;
      const prevHash = previous?.hash ?? GENESIS_HASH;
      const createdAt = (opts.at ?? new Date()).toISOString();
      const attachments = fileIds.map((fileId) => sha.get(fileId) ?? '');
      const hash = messageHash({ conversationId, seq, senderId: userId, content: input.content, createdAt, attachments, prevHash });
      const messageId = randomUUID();
      await trx
        .insertInto('messages')
        .values({ id: messageId, conversationId, senderId: userId, content: input.content, createdAt, readAt: null, prevHash, hash, seq })
        .execute();
      if (fileIds.length) {
        await trx
          .insertInto('messageAttachments')
          .values(fileIds.map((fileId, position) => ({ messageId, fileId, position })))
          .execute();
      }
      const key = opts.checkpointKey ?? currentCheckpointKey();
      if (key) await signCheckpoint(trx, key, { conversationId, messageCount: seq, headHash: hash });
      return messageId;
    })
    .catch((error: unknown) => {
      // A file claimed by a message sent at the same moment into another conversation.
      if (isUniqueViolation(error)) throw new AppError('bad_request', ATTACHMENT_UNAVAILABLE, { attachmentIds: ATTACHMENT_UNAVAILABLE });
      throw error;
    });
  const rows = await selectMessages(db.kysely).where('messages.id', '=', id).execute();
  const [message] = await toMessages(db.kysely, rows);
  if (!message) throw new Error(`message ${id} vanished after insert`);
  return message;
}
