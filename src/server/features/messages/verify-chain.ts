import type { ChainVerification } from '../../../common/schemas/messages.js';
import type { Db } from '../../db/database.js';
import type { BlobStore } from '../../files/blob-store.js';
import { findAlteredAttachment } from '../../message-record/attachment-bytes.js';
import { checkChain, type ChainRow } from '../../message-record/check-chain.js';
import { listCheckpoints, verifyCheckpoint, type StoredCheckpoint } from '../../message-record/checkpoints.js';
import { compareCheckpoints } from '../../message-record/compare-checkpoints.js';
import { findConversation } from './find-conversation.js';

async function loadChain(db: Db, conversationId: string) {
  const rows: ChainRow[] = (
    await db.kysely
      .selectFrom('messages')
      .select(['id', 'seq', 'senderId', 'content', 'createdAt', 'prevHash', 'hash'])
      .where('conversationId', '=', conversationId)
      .orderBy('seq')
      .execute()
  ).map((row) => ({ ...row, seq: Number(row.seq) }));
  const files = await db.kysely
    .selectFrom('messageAttachments')
    .innerJoin('messages', 'messages.id', 'messageAttachments.messageId')
    .innerJoin('files', 'files.id', 'messageAttachments.fileId')
    .select(['messageAttachments.messageId', 'messages.seq', 'files.name', 'files.sha256', 'files.storageKey'])
    .where('messages.conversationId', '=', conversationId)
    .orderBy('messages.seq')
    .orderBy('messageAttachments.position')
    .execute();
  return { rows, files: files.map((f) => ({ ...f, seq: Number(f.seq) })) };
}

/**
 * Checks a conversation's whole record: the hash chain recomputed in seq order, the stored bytes of every
 * attached file re-hashed, and the chain compared with the server's signed checkpoints. The first break
 * is named (reason, chain position, message and a sentence saying what no longer holds).
 */
export async function verifyChain(opts: {
  db: Db;
  blobs: BlobStore;
  familyId: string;
  conversationId: string;
}): Promise<ChainVerification> {
  const { db, familyId, conversationId } = opts;
  await findConversation(db.kysely, familyId, conversationId);
  let chain = await loadChain(db, conversationId);
  let checkpoints: StoredCheckpoint[] = await listCheckpoints(db.kysely, conversationId);
  // A message (and its checkpoint) committed between the two reads: read the chain again once.
  if (Number(checkpoints.at(-1)?.messageCount ?? 0) > (chain.rows.at(-1)?.seq ?? 0)) {
    chain = await loadChain(db, conversationId);
    checkpoints = await listCheckpoints(db.kysely, conversationId);
  }
  const { rows, files } = chain;
  const latest = checkpoints.at(-1);
  const signatureValid = latest ? verifyCheckpoint({ ...latest, messageCount: Number(latest.messageCount) }) : false;
  const checkpoint = latest
    ? {
        messageCount: Number(latest.messageCount),
        headHash: latest.headHash,
        signedAt: latest.signedAt,
        keyId: latest.keyId,
        signatureValid,
      }
    : null;

  const hashes = new Map<string, string[]>();
  for (const f of files) hashes.set(f.messageId, [...(hashes.get(f.messageId) ?? []), f.sha256]);
  const result = await checkChain(conversationId, rows, hashes);
  const position = (seq: number) => rows.findIndex((row) => row.seq === seq) + 1;
  const brokenAt = result.intact ? Number.POSITIVE_INFINITY : (result.brokenSeq ?? 0);
  const altered = await findAlteredAttachment(
    opts.blobs,
    files.filter((f) => f.seq < brokenAt),
    position,
  );
  const found = altered ?? (result.intact ? compareCheckpoints(rows, checkpoints, signatureValid) : result);
  return { ...(found ?? result), checkpoint };
}
