import { type Format } from '../../../common/format/format.js';
import { plural } from '../../../common/format/plural.js';
import { checkpointVerdict } from '../../../common/legal-report-lines.js';
import type { LegalReportFacts, ReportConversation } from '../../../common/schemas/legal.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

function verificationLine(c: ReportConversation, f: Format): string {
  const v = c.verification;
  if (v.intact) return `Hash chain: VERIFIED INTACT (${plural(v.checked, 'message')} checked, whole conversation).`;
  if (v.detail) return `Record: FAILED. ${f.localise(v.detail)}`;
  return `Hash chain: FAILED at message ${v.checked} (id ${v.firstBrokenMessageId ?? '?'}); messages from there on cannot be shown to be unaltered.`;
}

/** Section 2: every message of the range, conversation by conversation, with its chain's verification and checkpoint. */
export function writeMessages(w: PdfWriter, facts: LegalReportFacts, f: Format): void {
  const messages = w.sectionOf('2. Message record', facts.messages, 'Messages were not included in this report.');
  if (!messages) return;
  w.paragraph(
    `${plural(messages.total, 'message')} sent in the period, in ${plural(messages.conversations.length, 'conversation')}. Messages cannot be edited or deleted in Amity; ` +
      'each stores the SHA-256 of its content, sender, time and attachments chained to the previous message.',
    { size: 9, color: PDF_COLORS.muted },
  );
  for (const conversation of messages.conversations) {
    w.heading(`Conversation: ${conversation.subject}`);
    const intact = conversation.verification.intact;
    w.paragraph(verificationLine(conversation, f), { font: 'bold', size: 9.5, color: intact ? PDF_COLORS.ok : PDF_COLORS.danger });
    if (conversation.chainHead) w.paragraph(`Chain head: ${conversation.chainHead}`, { font: 'mono', size: 7.5, color: PDF_COLORS.muted });
    const checkpoint = conversation.checkpoint;
    if (checkpoint) {
      w.paragraph(
        `Latest signed checkpoint: after ${plural(checkpoint.messageCount, 'message')}, signed ${f.dateTime(checkpoint.signedAt)}: ${checkpointVerdict(checkpoint)} (section 7).`,
        { size: 8.5, color: checkpoint.signatureValid && checkpoint.inChain ? PDF_COLORS.muted : PDF_COLORS.danger },
      );
    }
    if (conversation.messages.length === 0) w.paragraph('No messages in the period.', { color: PDF_COLORS.muted });
    for (const m of conversation.messages) {
      w.gap(0.3);
      const read = m.readAt ? `read ${f.dateTime(m.readAt)}` : 'not read';
      w.paragraph(`#${m.seq}  ${f.dateTime(m.sentAt)}  ${m.senderName}  (${read})`, { font: 'bold', size: 9 });
      w.paragraph(m.content, { size: 9.5 });
      for (const a of m.attachments) {
        w.paragraph(`Attachment: ${a.name} (${a.type}, ${plural(a.size, 'byte')}) SHA-256 ${a.sha256}`, {
          size: 8,
          color: PDF_COLORS.muted,
          indent: 10,
        });
      }
    }
  }
}
