import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ReportAttachment } from '../../../common/schemas/legal.js';
import type { Db } from '../../db/database.js';
import type { AttachedFile } from '../../message-record/attachment-bytes.js';
import type { ChainRow } from '../../message-record/check-chain.js';

export type ReportChainRow = ChainRow & { readAt: string | null };

export interface FamilyChains {
  conversations: { id: string; subject: string }[];
  /** Each conversation's messages in seq order. */
  chains: Map<string, ReportChainRow[]>;
  /** Each message's attachments, in order, as the report prints them. */
  attachments: Map<string, ReportAttachment[]>;
  /** Each message's attachment hashes, in order, as its chain link covers them. */
  hashes: Map<string, string[]>;
  /** Every attached file with where its bytes are stored, to re-hash them. */
  files: (AttachedFile & { conversationId: string })[];
}

const MESSAGES_PER_PAGE = 500;

/**
 * Every message of the family by conversation and seq, a page at a time (keyset): SQLite answers synchronously,
 * so one query for 10,000 messages would hold the event loop for its whole length.
 */
async function loadMessagesInPages(db: Db, familyId: string) {
  const page = (after: { conversationId: string; seq: number } | undefined) => {
    let query = db.kysely
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
      .where('conversations.familyId', '=', familyId);
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('messages.conversationId', '>', after.conversationId),
          eb.and([eb('messages.conversationId', '=', after.conversationId), eb('messages.seq', '>', after.seq)]),
        ]),
      );
    return query.orderBy('messages.conversationId').orderBy('messages.seq').limit(MESSAGES_PER_PAGE).execute();
  };
  const rows: Awaited<ReturnType<typeof page>> = [];
  for (let next = await page(undefined); next.length > 0; next = await page(next.at(-1))) {
    rows.push(...next);
    if (next.length < MESSAGES_PER_PAGE) break;
    await nextTurn();
  }
  return rows;
}

/** The family's conversations, every message (a page at a time) and every attachment. */
export async function loadFamilyChains(db: Db, familyId: string): Promise<FamilyChains> {
  const { kysely } = db;
  const conversations = await kysely
    .selectFrom('conversations')
    .select(['id', 'subject'])
    .where('familyId', '=', familyId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const rows = await loadMessagesInPages(db, familyId);
  const fileRows = await kysely
    .selectFrom('messageAttachments')
    .innerJoin('messages', 'messages.id', 'messageAttachments.messageId')
    .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
    .innerJoin('files', 'files.id', 'messageAttachments.fileId')
    .select([
      'messageAttachments.messageId',
      'messages.conversationId',
      'messages.seq',
      'files.name',
      'files.contentType',
      'files.size',
      'files.sha256',
      'files.storageKey',
    ])
    .where('conversations.familyId', '=', familyId)
    .orderBy('messageAttachments.messageId')
    .orderBy('messageAttachments.position')
    .execute();

  const attachments = new Map<string, ReportAttachment[]>();
  const hashes = new Map<string, string[]>();
  for (const f of fileRows) {
    attachments.set(f.messageId, [
      ...(attachments.get(f.messageId) ?? []),
      { name: f.name, type: f.contentType, size: Number(f.size), sha256: f.sha256 },
    ]);
    hashes.set(f.messageId, [...(hashes.get(f.messageId) ?? []), f.sha256]);
  }
  const chains = new Map<string, ReportChainRow[]>();
  for (const row of rows) {
    const list = chains.get(row.conversationId) ?? [];
    list.push({ ...row, seq: Number(row.seq) });
    chains.set(row.conversationId, list);
  }
  const files = fileRows.map((f) => ({
    messageId: f.messageId,
    conversationId: f.conversationId,
    seq: Number(f.seq),
    name: f.name,
    sha256: f.sha256,
    storageKey: f.storageKey,
  }));
  return { conversations, chains, attachments, hashes, files };
}
