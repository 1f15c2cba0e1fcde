import type { Format } from './format/format.js';
import { plural } from './format/plural.js';
import { AUDIT_ENTITY_LABELS, type AuditEntity } from './audit-entities.js';
import type {
  ReportAuditEntry,
  ReportCheckpoint,
  ReportEarlierCheckpoint,
  ReportExpenses,
  ReportScheduleChange,
  ReportScheduleHistory,
} from './schemas/legal.js';

/**
 * The wording of the report's schedule history, audit log, checkpoint and payment sections, shared by the PDF
 * (server), the text download (browser) and the generated summary, so they all say the same thing in the same date format.
 */

/** How to check a checkpoint, printed with the checkpoints (PDF and text download). */
export const CHECKPOINT_HOW_TO =
  'Each checkpoint is a conversation’s message count and head hash, signed (Ed25519) with a key kept outside Amity’s database; the signature covers the canonical JSON of {conversationId, headHash, keyId, messageCount, signedAt, v: 1} and can be checked with the public key printed here. ' +
  'To check a later report against this one, find message number N (the checkpoint’s message count) of the same conversation in the later report’s record.json: it must carry this head hash, otherwise the history was cut short or rewritten after this report.';

const STATUS_WORDS: Record<ReportScheduleChange['status'], string> = {
  pending: 'awaiting an answer',
  accepted: 'accepted',
  declined: 'declined',
  cancelled: 'withdrawn by the proposer',
  applied: 'set directly (only parent in the family)',
  superseded: 'replaced by a later proposal before taking effect',
};

/** The head line of a schedule change: when, who, what. */
export function scheduleChangeHeading(c: ReportScheduleChange, f: Format): string {
  const verb = c.status === 'applied' ? 'set' : 'proposed';
  const what = c.kind === 'end' ? 'ending the custody schedule' : f.localise(c.summary);
  return `${f.dateTime(c.proposedAt)}  ${c.proposedBy} ${verb}: ${what}`;
}

/** The details of a schedule change: its outcome, the dates asked for and applied, and the answer given. */
export function scheduleChangeDetails(c: ReportScheduleChange, f: Format): string[] {
  const lines: string[] = [];
  const answered = c.answeredAt ? ` by ${c.answeredBy ?? 'the other parent'} on ${f.dateTime(c.answeredAt)}` : '';
  lines.push(`Status: ${STATUS_WORDS[c.status]}${c.status === 'accepted' || c.status === 'declined' ? answered : ''}`);
  if (c.requestedFrom) lines.push(`Asked to take effect from ${f.date(c.requestedFrom)}`);
  if (c.effectiveFrom) lines.push(`In effect from ${f.date(c.effectiveFrom)}`);
  if (c.answer) lines.push(`Answer: ${c.answer}`);
  return lines;
}

/** The schedule history as plain lines (the text download). */
export function scheduleHistoryLines(h: ReportScheduleHistory, f: Format): string[] {
  const lines: string[] = [];
  lines.push(
    h.inEffectAtStart
      ? `In effect on the first day of the period: ${h.inEffectAtStart.kind === 'end' ? 'no custody schedule' : f.localise(h.inEffectAtStart.summary)}${
          h.inEffectAtStart.effectiveFrom ? ` (since ${f.date(h.inEffectAtStart.effectiveFrom)})` : ''
        }`
      : 'No custody schedule was in effect on the first day of the period.',
  );
  if (h.changes.length === 0) lines.push('No schedule change was proposed, answered or applied in the period.');
  for (const c of h.changes) {
    lines.push(`- ${scheduleChangeHeading(c, f)}`);
    for (const detail of scheduleChangeDetails(c, f)) lines.push(`    ${detail}`);
  }
  return lines;
}

export const auditEntityLabel = (entity: string): string => AUDIT_ENTITY_LABELS[entity as AuditEntity] ?? entity;

/** One audit entry: when, who, which kind of record, what. */
export function auditLine(e: ReportAuditEntry, f: Format): string {
  return `${f.dateTime(e.at)}  ${e.by}  [${auditEntityLabel(e.entity)}]  ${f.localise(e.summary)}`;
}

/** Whether a checkpoint holds, in words. */
export function checkpointVerdict(c: ReportCheckpoint): string {
  if (!c.signatureValid) return 'SIGNATURE DOES NOT VERIFY';
  if (!c.inChain) return 'NO LONGER IN THE CHAIN (the history was cut short or rewritten)';
  return 'signature verifies; the chain still holds it';
}

/** A conversation's checkpoint as plain lines (the text download). */
export function checkpointLines(subject: string, conversationId: string, c: ReportCheckpoint | null, f: Format): string[] {
  if (!c) return [`Conversation '${subject}': no signed checkpoint yet.`];
  return [
    `Conversation '${subject}' (id ${conversationId}): ${checkpointVerdict(c)}`,
    `    After ${plural(c.messageCount, 'message')}, signed ${f.dateTime(c.signedAt)}, key ${c.keyId}`,
    `    Head hash: ${c.headHash}`,
    `    Signature: ${c.signature}`,
    `    Public key: ${c.publicKey}`,
  ];
}

/** A checkpoint printed by an earlier report, checked again. */
export function earlierCheckpointLine(e: ReportEarlierCheckpoint, f: Format): string {
  const holds = e.inChain ? 'still holds' : 'NO LONGER HOLDS: the history was cut short or rewritten since';
  return `'${e.documentTitle}' (generated ${f.dateTime(e.reportGeneratedAt)}, fingerprint ${e.reportFingerprint.slice(0, 16)}…): '${e.subject}' after ${plural(e.messageCount, 'message')}, head ${e.headHash.slice(0, 16)}… ${holds}`;
}

/** The balance once the confirmed payments of the period are taken off, in one sentence. */
export function balanceAfterPaymentsSentence(e: Required<Pick<ReportExpenses, 'payments' | 'balanceAfterPayments'>>, f: Format): string {
  const confirmed = e.payments.filter((p) => p.status === 'confirmed');
  const after = `After ${plural(confirmed.length, 'confirmed payment')} (${f.money(confirmed.reduce((sum, p) => sum + p.amountCents, 0))})`;
  const { owedBy, owedTo, amountCents } = e.balanceAfterPayments;
  return owedBy && owedTo ? `${after}, ${owedBy} owes ${owedTo} ${f.money(amountCents)}.` : `${after}, the parents are square.`;
}
