import type { ReportConversation, ReportEarlierCheckpoint, ReportMessage } from '../../../common/schemas/legal.js';
import type { ChainVerification, ConversationCheckpoint } from '../../../common/schemas/messages.js';
import type { Db } from '../../db/database.js';
import type { BlobStore } from '../../files/blob-store.js';
import { findAlteredAttachment } from '../../message-record/attachment-bytes.js';
import { checkChain } from '../../message-record/check-chain.js';
import { compareCheckpoints } from '../../message-record/compare-checkpoints.js';
import { loadEarlierCheckpoints } from './load-earlier-checkpoints.js';
import { loadFamilyChains, type FamilyChains, type ReportChainRow } from './load-report-chains.js';
import { loadLatestCheckpoints, reportCheckpoint } from './load-report-checkpoints.js';
import { inRange, type ReportRange } from './report-range.js';

/**
 * Messages first, then checkpoints: a checkpoint is signed in the transaction that appends its message, so a
 * checkpoint ahead of the chain means a message arrived between the two reads; then both are read again once.
 */
async function loadConsistent(db: Db, familyId: string) {
  let chains = await loadFamilyChains(db, familyId);
  let checkpoints = await loadLatestCheckpoints(db, familyId);
  const ahead = [...checkpoints.values()].some((c) => c.messageCount > (chains.chains.get(c.conversationId)?.at(-1)?.seq ?? 0));
  if (ahead) {
    chains = await loadFamilyChains(db, familyId);
    checkpoints = await loadLatestCheckpoints(db, familyId);
  }
  return { ...chains, checkpoints };
}

/**
 * The whole record of one conversation, checked as GET /api/conversations/:id/verify checks it: the hash
 * chain recomputed, the attached files' stored bytes re-hashed (when the file store is given), and the chain
 * compared with the latest signed checkpoint. The first break is named.
 */
async function verifyConversation(opts: {
  id: string;
  chain: readonly ReportChainRow[];
  loaded: FamilyChains;
  latest: ConversationCheckpoint | undefined;
  signatureValid: boolean;
  blobs: BlobStore | undefined;
}): Promise<ChainVerification> {
  const { id, chain, loaded, latest, blobs } = opts;
  const result = await checkChain(id, chain, loaded.hashes);
  const brokenAt = result.intact ? Number.POSITIVE_INFINITY : (result.brokenSeq ?? 0);
  const position = (seq: number) => chain.findIndex((row) => row.seq === seq) + 1;
  const files = loaded.files.filter((f) => f.conversationId === id && f.seq < brokenAt);
  const altered = blobs ? await findAlteredAttachment(blobs, files, position) : undefined;
  if (altered) return altered;
  if (!result.intact) return result;
  return compareCheckpoints(chain, latest ? [latest] : [], opts.signatureValid) ?? result;
}

/**
 * Every conversation of the family with its messages in the range (oldest first), the verification of its
 * whole record and its latest signed checkpoint; and the checkpoints earlier reports printed, checked again.
 */
export async function loadReportMessages(opts: {
  db: Db;
  /** Where attachment bytes are stored, to re-hash them; without it (the demo seed) only the recorded hashes are checked. */
  blobs?: BlobStore | undefined;
  familyId: string;
  range: ReportRange;
  nameOf: (userId: string) => string;
  /** The document the report is for, if any (its own previous report is not an earlier one). */
  documentId: string | null;
}): Promise<{ total: number; conversations: ReportConversation[]; earlierCheckpoints: ReportEarlierCheckpoint[] }> {
  const loaded = await loadConsistent(opts.db, opts.familyId);
  const earlierCheckpoints = await loadEarlierCheckpoints({
    db: opts.db,
    familyId: opts.familyId,
    excludeDocumentId: opts.documentId,
    chains: loaded.chains,
  });
  let total = 0;
  const conversations: ReportConversation[] = [];
  for (const conversation of loaded.conversations) {
    const chain = loaded.chains.get(conversation.id) ?? [];
    const latest = loaded.checkpoints.get(conversation.id);
    const checkpoint = latest ? reportCheckpoint(latest, chain) : null;
    const signatureValid = checkpoint?.signatureValid ?? false;
    const messages = chain
      .filter((m) => inRange(m.createdAt, opts.range))
      .map((m): ReportMessage => ({
        seq: m.seq,
        senderId: m.senderId,
        senderName: opts.nameOf(m.senderId),
        sentAt: m.createdAt,
        readAt: m.readAt,
        content: m.content,
        hash: m.hash,
        attachments: loaded.attachments.get(m.id) ?? [],
      }));
    total += messages.length;
    conversations.push({
      id: conversation.id,
      subject: conversation.subject,
      verification: await verifyConversation({ id: conversation.id, chain, loaded, latest, signatureValid, blobs: opts.blobs }),
      chainHead: chain.at(-1)?.hash ?? null,
      chainLength: chain.length,
      checkpoint,
      messages,
    });
  }
  return { total, conversations, earlierCheckpoints };
}
