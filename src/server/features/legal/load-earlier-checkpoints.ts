import type { LegalReport, ReportEarlierCheckpoint } from '../../../common/schemas/legal.js';
import type { ChainRow } from '../../message-record/check-chain.js';
import type { Db } from '../../db/database.js';
import { chainHolds } from './load-report-checkpoints.js';

/**
 * The checkpoints printed by the family's other reports (those attached to a document), each checked again
 * against the chain as stored now: an earlier report pins the history, so a later one shows whether it still
 * holds. A printed copy of the earlier report remains the proof when the database itself was changed.
 */
export async function loadEarlierCheckpoints(opts: {
  db: Db;
  familyId: string;
  /** The document this report is for: its own previous report is not an earlier one. */
  excludeDocumentId: string | null;
  chains: ReadonlyMap<string, readonly Pick<ChainRow, 'seq' | 'hash'>[]>;
}): Promise<ReportEarlierCheckpoint[]> {
  let query = opts.db.kysely
    .selectFrom('legalDocuments')
    .select(['id', 'title', 'report'])
    .where('familyId', '=', opts.familyId)
    .where('report', 'is not', null);
  if (opts.excludeDocumentId) query = query.where('id', '!=', opts.excludeDocumentId);
  const rows = await query.execute();
  const found: ReportEarlierCheckpoint[] = [];
  for (const row of rows) {
    const report = JSON.parse(row.report ?? 'null') as Partial<LegalReport> | null;
    for (const conversation of report?.record?.messages?.conversations ?? []) {
      const { checkpoint, id } = conversation as typeof conversation & { id?: string };
      if (!checkpoint || !id || !report?.generatedAt || !report.fingerprint) continue;
      found.push({
        documentTitle: row.title,
        reportGeneratedAt: report.generatedAt,
        reportFingerprint: report.fingerprint,
        conversationId: id,
        subject: conversation.subject,
        messageCount: checkpoint.messageCount,
        headHash: checkpoint.headHash,
        inChain: chainHolds(opts.chains.get(id) ?? [], checkpoint.messageCount, checkpoint.headHash),
      });
    }
  }
  return found.sort(
    (a, b) =>
      a.reportGeneratedAt.localeCompare(b.reportGeneratedAt) ||
      a.reportFingerprint.localeCompare(b.reportFingerprint) ||
      a.conversationId.localeCompare(b.conversationId),
  );
}
