import { formatInstant } from '../../../common/legal-format.js';
import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

/** Section 2: every message of the range, conversation by conversation, with its chain's verification. */
export function writeMessages(w: PdfWriter, facts: LegalReportFacts): void {
  w.section('2. Message record');
  const messages = facts.messages;
  if (!messages) {
    w.paragraph('Messages were not included in this report.');
    return;
  }
  const zone = facts.range.timeZone;
  w.paragraph(
    `${messages.total} message(s) sent in the period, in ${messages.conversations.length} conversation(s). Messages cannot be edited or deleted in Amity; ` +
      'each stores the SHA-256 of its content, sender, time and attachments chained to the previous message.',
    { size: 9, color: PDF_COLORS.muted },
  );
  for (const conversation of messages.conversations) {
    w.heading(`Conversation: ${conversation.subject}`);
    const v = conversation.verification;
    w.paragraph(
      v.intact
        ? `Hash chain: VERIFIED INTACT (${v.checked} message(s) checked, whole conversation).`
        : `Hash chain: FAILED at message ${v.checked} (id ${v.firstBrokenMessageId ?? '?'}); messages from there on cannot be shown to be unaltered.`,
      { font: 'bold', size: 9.5, color: v.intact ? PDF_COLORS.ok : PDF_COLORS.danger },
    );
    if (conversation.chainHead) w.paragraph(`Chain head: ${conversation.chainHead}`, { font: 'mono', size: 7.5, color: PDF_COLORS.muted });
    if (conversation.messages.length === 0) w.paragraph('No messages in the period.', { color: PDF_COLORS.muted });
    for (const m of conversation.messages) {
      w.gap(0.3);
      const read = m.readAt ? `read ${formatInstant(m.readAt, zone)}` : 'not read';
      w.paragraph(`#${m.seq}  ${formatInstant(m.sentAt, zone)}  ${m.senderName}  (${read})`, { font: 'bold', size: 9 });
      w.paragraph(m.content, { size: 9.5 });
      for (const a of m.attachments) {
        w.paragraph(`Attachment: ${a.name} (${a.type}, ${a.size} bytes) SHA-256 ${a.sha256}`, {
          size: 8,
          color: PDF_COLORS.muted,
          indent: 10,
        });
      }
    }
  }
}
