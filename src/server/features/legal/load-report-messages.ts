import type { ReportConversation, ReportMessage } from '../../../common/schemas/legal.js';
import type { Db } from '../../db/database.js';
import { checkChain, type ChainRow } from '../messages/verify-chain.js';
import type { ReportRange } from './report-range.js';

/**
 * Every conversation of the family with its messages in the range (oldest first) and the verification of
 * its whole hash chain. Three queries whatever the number of messages: conversations, messages, attachments.
 */
export async function loadReportMessages(opts: {
  db: Db;
  familyId: string;
  range: ReportRange;
  nameOf: (userId: string) => string;
}): Promise<{ total: number; conversations: ReportConversation[] }> {
  const { kysely } = opts.db;
  const conversations = await kysely
    .selectFrom('conversations')
    .select(['id', 'subject'])
    .where('familyId', '=', opts.familyId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  if (conversations.length === 0) return { total: 0, conversations: [] };
  const rows = await kysely
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
    .select([
      'messages.id',
      'messages.conversationId',
      'messages.seq',
      'messages.senderId',
      'messages.content',
      'messages.createdAt',
      'messages.readAt',
      'messages.prevHash',
      'messages.hash',
    ])
    .where('conversations.familyId', '=', opts.familyId)
    .orderBy('messages.conversationId')
    .orderBy('messages.seq')
    .execute();
  const files = await kysely
    .selectFrom('messageAttachments')
    .innerJoin('messages', 'messages.id', 'messageAttachments.messageId')
    .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
    .innerJoin('files', 'files.id', 'messageAttachments.fileId')
    .select(['messageAttachments.messageId', 'files.name', 'files.contentType', 'files.size', 'files.sha256'])
    .where('conversations.familyId', '=', opts.familyId)
    .orderBy('messageAttachments.messageId')
    .orderBy('messageAttachments.position')
    .execute();

  const attachments = new Map<string, ReportMessage['attachments']>();
  const hashes = new Map<string, string[]>();
  for (const f of files) {
    attachments.set(f.messageId, [
      ...(attachments.get(f.messageId) ?? []),
      { name: f.name, type: f.contentType, size: Number(f.size), sha256: f.sha256 },
    ]);
    hashes.set(f.messageId, [...(hashes.get(f.messageId) ?? []), f.sha256]);
  }
  const byConversation = new Map<string, (ChainRow & { readAt: string | null })[]>();
  for (const row of rows) {
    const list = byConversation.get(row.conversationId) ?? [];
    list.push({ ...row, seq: Number(row.seq) });
    byConversation.set(row.conversationId, list);
  }

  const from = Date.parse(opts.range.from);
  const to = Date.parse(opts.range.to);
  let total = 0;
  const result = conversations.map((conversation): ReportConversation => {
    const chain = byConversation.get(conversation.id) ?? [];
    const messages = chain
      .filter((m) => {
        const at = Date.parse(m.createdAt);
        return at >= from && at < to;
      })
      .map((m): ReportMessage => ({
        seq: m.seq,
        senderId: m.senderId,
        senderName: opts.nameOf(m.senderId),
        sentAt: m.createdAt,
        readAt: m.readAt,
        content: m.content,
        hash: m.hash,
        attachments: attachments.get(m.id) ?? [],
      }));
    total += messages.length;
    return {
      id: conversation.id,
      subject: conversation.subject,
      verification: checkChain(conversation.id, chain, hashes),
      chainHead: chain.at(-1)?.hash ?? null,
      messages,
    };
  });
  return { total, conversations: result };
}
