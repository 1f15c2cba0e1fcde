import type { ChainLink, ChainPage } from '../../../common/schemas/messages.js';
import type { Db } from '../../db/database.js';
import { findConversation } from './find-conversation.js';
import { latestCheckpointOf } from './conversation-checkpoint.js';

/**
 * The chain links of a conversation from position `from` on (at most `limit`), with every field each hash
 * covers, so a parent's device can recompute them and check that the history it saw is still there.
 */
export async function listChainLinks(opts: {
  db: Db;
  familyId: string;
  conversationId: string;
  from: number;
  limit: number;
}): Promise<ChainPage> {
  const { db, conversationId, from, limit } = opts;
  const conversation = await findConversation(db.kysely, opts.familyId, conversationId);
  const rows = await db.kysely
    .selectFrom('messages')
    .select(['id', 'seq', 'senderId', 'content', 'createdAt', 'prevHash', 'hash'])
    .where('conversationId', '=', conversationId)
    .where('seq', '>=', from)
    .orderBy('seq')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const ids = page.map((r) => r.id);
  const files = ids.length
    ? await db.kysely
        .selectFrom('messageAttachments')
        .innerJoin('files', 'files.id', 'messageAttachments.fileId')
        .select(['messageAttachments.messageId', 'files.sha256'])
        .where('messageAttachments.messageId', 'in', ids)
        .orderBy('messageAttachments.position')
        .execute()
    : [];
  const attachments = new Map<string, string[]>();
  for (const f of files) attachments.set(f.messageId, [...(attachments.get(f.messageId) ?? []), f.sha256]);
  const links: ChainLink[] = page.map((row) => ({
    seq: Number(row.seq),
    senderId: row.senderId,
    content: row.content,
    createdAt: row.createdAt,
    attachments: attachments.get(row.id) ?? [],
    prevHash: row.prevHash,
    hash: row.hash,
  }));
  const next = rows[limit];
  return {
    links,
    nextFrom: next ? Number(next.seq) : null,
    checkpoint: await latestCheckpointOf(db, conversation),
  };
}
