import { type Format } from '../../../common/format/format.js';
import { plural } from '../../../common/format/plural.js';
import { CHECKPOINT_HOW_TO, checkpointVerdict, earlierCheckpointLine } from '../../../common/legal-report-lines.js';
import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

/**
 * Section 7: each conversation's latest signed checkpoint in full, so this printed copy pins the history, and
 * the checkpoints of the family's earlier reports checked again against today's chain.
 */
export function writeCheckpoints(w: PdfWriter, facts: LegalReportFacts, f: Format): void {
  const messages = w.sectionOf(
    '7. Signed checkpoints of the message record',
    facts.messages,
    'Messages, and with them their checkpoints, were not included in this report.',
  );
  if (!messages) return;
  w.paragraph('How to check', { font: 'bold', size: 9.5 });
  w.paragraph(CHECKPOINT_HOW_TO, { size: 9, color: PDF_COLORS.muted });
  for (const conversation of messages.conversations) {
    w.heading(`Conversation: ${conversation.subject}`, 11);
    w.paragraph(`Conversation id: ${conversation.id} · ${plural(conversation.chainLength, 'message')} in the whole conversation now`, {
      size: 8.5,
      color: PDF_COLORS.muted,
    });
    const c = conversation.checkpoint;
    if (!c) {
      w.paragraph(facts.version === 1 ? 'Not recorded (report generated before checkpoints).' : 'No signed checkpoint yet.', {
        color: PDF_COLORS.muted,
      });
      continue;
    }
    const holds = c.signatureValid && c.inChain;
    w.paragraph(`Checkpoint: ${checkpointVerdict(c)}`, { font: 'bold', size: 9.5, color: holds ? PDF_COLORS.ok : PDF_COLORS.danger });
    w.field('Message count', String(c.messageCount));
    w.field('Signed', f.dateTime(c.signedAt));
    w.field('Key id', c.keyId);
    for (const [label, value] of [
      ['Head hash', c.headHash],
      ['Signature', c.signature],
      ['Public key', c.publicKey],
    ] as const) {
      w.paragraph(label, { font: 'bold', size: 9 });
      w.paragraph(value, { font: 'mono', size: 7.5 });
    }
  }
  const earlier = facts.earlierCheckpoints;
  if (earlier && earlier.length > 0) {
    w.heading('Checkpoints printed by earlier reports', 11);
    for (const e of earlier) {
      w.paragraph(earlierCheckpointLine(e, f), { size: 8.5, color: e.inChain ? PDF_COLORS.text : PDF_COLORS.danger });
    }
  }
}
