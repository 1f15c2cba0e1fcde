import { type Format, createFormat, dateIn } from '../../../../common/format/format.js';
import { plural } from '../../../../common/format/plural.js';
import type { LegalKeyEvent, LegalReportFacts, ReportScheduleChange } from '../../../../common/schemas/legal.js';
import type { ReportFigures } from './report-figures.js';

export const MAX_KEY_EVENTS = 20;

/** What went wrong with a conversation's record, as a clause: "failed its integrity check at message 3". */
export function integrityClause(problem: { checked: number; reason: string | null }): string {
  switch (problem.reason) {
    case 'truncated':
      return 'holds fewer messages than its latest signed checkpoint';
    case 'checkpoint_mismatch':
      return 'no longer matches its latest signed checkpoint';
    case 'checkpoint_invalid':
      return 'has a latest checkpoint whose signature does not verify';
    case 'unsigned_messages':
      return 'holds messages after its latest signed checkpoint that the server never signed';
    case 'attachment_changed':
    case 'attachment_missing':
      return `failed its integrity check at message ${problem.checked} (an attachment's stored file changed or is missing)`;
    default:
      return `failed its integrity check at message ${problem.checked}`;
  }
}

/** A schedule change in one line: who proposed it, how it was answered, and from when it applied. */
function scheduleChangeTitle(c: ReportScheduleChange, format: Format): string {
  const what = c.kind === 'end' ? 'End of the custody schedule' : 'Custody schedule change';
  const from = c.effectiveFrom ? `, in effect from ${format.date(c.effectiveFrom)}` : '';
  switch (c.status) {
    case 'applied':
      return `${c.kind === 'end' ? 'Custody schedule ended' : 'Custody schedule set'} by ${c.proposedBy}${from}`;
    case 'accepted':
      return `${what} proposed by ${c.proposedBy}, accepted by ${c.answeredBy ?? 'the other parent'}${from}`;
    case 'declined':
      return `${what} proposed by ${c.proposedBy}, declined by ${c.answeredBy ?? 'the other parent'}`;
    case 'cancelled':
      return `${what} proposed by ${c.proposedBy}, withdrawn`;
    case 'superseded':
      return `${what} proposed by ${c.proposedBy}, replaced by a later proposal`;
    default:
      return `${what} proposed by ${c.proposedBy}, awaiting an answer`;
  }
}

/**
 * The moments a reader should look at first, most telling kinds first (integrity, disputes, schedule
 * changes, swap decisions, appointments), then in date order. Facts only: no event rests on a tone
 * classifier's word about a message.
 */
export function keyEventsOf(facts: LegalReportFacts, figures: ReportFigures): LegalKeyEvent[] {
  const zone = facts.range.timeZone;
  const format = createFormat(facts.family.locale, zone);
  const ranked: LegalKeyEvent[][] = [];
  if (figures.messages) {
    ranked.push(
      figures.messages.brokenChains.map((c) => ({
        date: facts.range.endDate,
        title: `Message record of '${c.subject}' ${integrityClause(c)}`,
        type: 'integrity',
      })),
    );
    ranked.push(
      figures.messages.earlierBroken.map((e) => ({
        date: facts.range.endDate,
        title: `The checkpoint of '${e.subject}' printed by the report '${e.documentTitle}' (after ${plural(e.messageCount, 'message')}) no longer holds`,
        type: 'integrity',
      })),
    );
  }
  if (figures.expenses) {
    ranked.push(
      figures.expenses.disputed.map((d) => ({
        date: d.date,
        title: `Expense disputed: ${d.title} (${format.money(d.amountCents)})`,
        type: 'expense',
      })),
    );
  }
  if (facts.scheduleHistory) {
    ranked.push(
      facts.scheduleHistory.changes.map((c) => ({
        date: dateIn(c.answeredAt ?? c.proposedAt, zone),
        title: scheduleChangeTitle(c, format),
        type: 'schedule',
      })),
    );
  }
  if (facts.events) {
    ranked.push(
      facts.events.swapRequests.map((s) => ({
        date: dateIn(s.createdAt, zone),
        title: `Swap request by ${s.requestedBy} for ${format.dates(s.dates)}: ${s.status}`,
        type: 'swap',
      })),
    );
    ranked.push(
      facts.events.items
        .filter((e) => e.type === 'appointment')
        .map((e) => ({
          date: dateIn(e.start, zone),
          title: `Appointment: ${e.title}${e.child ? ` (${e.child})` : ''}`,
          type: 'appointment',
        })),
    );
  }
  const chosen: LegalKeyEvent[] = [];
  for (const group of ranked) {
    for (const event of group) {
      if (chosen.length >= MAX_KEY_EVENTS) break;
      chosen.push(event);
    }
  }
  return chosen.sort((a, b) => a.date.localeCompare(b.date) || a.type.localeCompare(b.type));
}
