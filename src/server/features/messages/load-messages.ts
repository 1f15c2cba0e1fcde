import type { Kysely } from 'kysely';
import type { Attachment, Message } from '../../../common/schemas/messages.js';
import type { Database } from '../../db/schema.js';
import { fileUrl } from '../../files/file-store.js';

/** A message query joined with its sender, ready for `toMessages`. */
export function selectMessages(kysely: Kysely<Database>) {
  return kysely
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.senderId')
    .select([
      'messages.id',
      'messages.conversationId',
      'messages.senderId',
      'messages.content',
      'messages.createdAt',
      'messages.readAt',
      'messages.hash',
      'messages.seq',
      'users.firstName',
      'users.lastName',
    ]);
}

export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  createdAt: string;
  readAt: string | null;
  hash: string;
  seq: number;
  firstName: string;
  lastName: string;
}

/** The attachments of each message, in order, keyed by message id. */
async function attachmentsOf(kysely: Kysely<Database>, messageIds: string[]): Promise<Map<string, Attachment[]>> {
  const byMessage = new Map<string, Attachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await kysely
    .selectFrom('messageAttachments')
    .innerJoin('files', 'files.id', 'messageAttachments.fileId')
    .select(['messageAttachments.messageId', 'files.id', 'files.name', 'files.contentType', 'files.size'])
    .where('messageAttachments.messageId', 'in', messageIds)
    .orderBy('messageAttachments.position')
    .execute();
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({ id: row.id, name: row.name, type: row.contentType, size: Number(row.size), url: fileUrl(row.id) });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** Message rows as the API shows them, with their attachments. */
export async function toMessages(kysely: Kysely<Database>, rows: MessageRow[]): Promise<Message[]> {
  const attachments = await attachmentsOf(
    kysely,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderName: `${row.firstName} ${row.lastName}`.trim(),
    content: row.content,
    timestamp: row.createdAt,
    isRead: row.readAt !== null,
    readAt: row.readAt,
    attachments: attachments.get(row.id) ?? [],
    hash: row.hash,
  }));
}
