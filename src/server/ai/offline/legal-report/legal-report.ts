import { type Format, createFormat } from '../../../../common/format/format.js';
import { formatMinutes, plural, pluralWord } from '../../../../common/format/plural.js';
import { percent } from '../../../../common/format/shares.js';
import type { LegalReportFacts, LegalReportInsights } from '../../../../common/schemas/legal.js';
import { keyEventsOf } from './key-events.js';
import { recommendationsFor } from './recommendations.js';
import { reportFigures, type KnownReportFigures, type ReportFigures } from './report-figures.js';
import { toneCoachNote } from './tone-coach-note.js';

/** The format of every date the generated text mentions: the family's locale, the report's time zone. */
export const formatOf = (facts: LegalReportFacts): Format => createFormat(facts.family.locale, facts.range.timeZone);

function summaryOf(facts: LegalReportFacts, f: ReportFigures, format: Format): string {
  const parties = facts.parties.map((p) => p.name).join(' and ') || 'The family';
  const parts: string[] = [];
  if (f.messages) parts.push(`exchanged ${plural(f.messages.total, 'message')} in ${plural(f.messages.conversations, 'conversation')}`);
  if (f.expenses) parts.push(`recorded ${plural(f.expenses.count, 'expense')} totalling ${format.money(f.expenses.totalCents)}`);
  if (f.events) {
    parts.push(
      `had ${plural(f.events.count, 'calendar event')}, ${plural(f.events.exchanges, 'custody exchange')} and ${plural(
        Object.values(f.events.swaps).reduce((a, b) => a + b, 0),
        'swap request',
      )}`,
    );
  }
  const range = `Between ${format.date(facts.range.startDate)} and ${format.date(facts.range.endDate)}`;
  let text = parts.length > 0 ? `${range}, ${parties} ${parts.join(', ')}.` : `${range}, no records were included in this report.`;
  if (f.messages) {
    const intact = f.messages.brokenChains.length === 0 && f.messages.earlierBroken.length === 0;
    text += intact
      ? ` The message record verified intact: every message matches its hash chain${f.messages.checkpoints > 0 ? ' and every signed checkpoint still holds' : ''}.`
      : f.messages.brokenChains.length > 0
        ? ` The message record failed its integrity check in ${plural(f.messages.brokenChains.length, 'conversation')}.`
        : '';
    if (f.messages.earlierBroken.length > 0) {
      text += ` ${plural(f.messages.earlierBroken.length, 'checkpoint')} printed by earlier reports no longer ${pluralWord(f.messages.earlierBroken.length, 'holds', 'hold')}: the message history was cut short or rewritten since.`;
    }
  }
  const changes = facts.scheduleHistory?.changes.length ?? 0;
  if (facts.scheduleHistory) text += ` The custody schedule history lists ${plural(changes, 'change')} in the period.`;
  if (facts.auditLog) text += ` The audit log records ${plural(facts.auditLog.length, 'change')} to shared records in the period.`;
  return text;
}

/** Messages per parent, reply times and reads: counts only, no judgement of anyone's words. */
function communicationOf(f: ReportFigures): string {
  const m = f.messages;
  if (!m) return 'Messages were not included in this report.';
  if (m.total === 0) return 'No messages were exchanged in this period.';
  const perParent = m.perParent
    .filter((p) => p.sent > 0)
    .map((p) => {
      const reply = p.medianReplyMinutes === null ? 'no replies measured' : `median reply ${formatMinutes(p.medianReplyMinutes)}`;
      return `${p.name} sent ${plural(p.sent, 'message')} (${reply}; ${percent(p.read, p.sent)} read by the recipient)`;
    });
  const attachments =
    m.attachments > 0
      ? ` ${plural(m.attachments, 'file')} ${pluralWord(m.attachments, 'was', 'were')} shared as ${pluralWord(m.attachments, 'an attachment', 'attachments')}.`
      : '';
  return `${perParent.join('; ')}.${attachments}`;
}

/** The communication summary with the tone coach's labelled, family-wide count appended (the one word on tone). */
export function withToneCoachNote(communicationSummary: string, f: ReportFigures): string {
  const note = f.messages ? toneCoachNote(f.messages.toneCoachFlags, f.messages.total) : '';
  return note ? `${communicationSummary} ${note}` : communicationSummary;
}

function expenseOf(f: ReportFigures, format: Format): string {
  const e = f.expenses;
  if (!e) return 'Expenses were not included in this report.';
  const payments = e.afterPayments ? ` ${e.afterPayments.sentence}` : '';
  if (e.count === 0) return `No expenses were recorded in this period.${payments}`;
  const status = (['approved', 'pending', 'disputed'] as const)
    .map((s) => `${s} ${format.money(e.byStatus[s].cents)} (${e.byStatus[s].count})`)
    .join(', ');
  const categories = e.topCategories
    .slice(0, 3)
    .map(([c, cents]) => `${c} ${format.money(cents)}`)
    .join(', ');
  const balance =
    e.balance.owedBy && e.balance.owedTo
      ? `${e.balance.owedBy} owes ${e.balance.owedTo} ${format.money(e.balance.amountCents)} for the approved expenses of the period.`
      : 'The approved expenses of the period leave the parents square.';
  const largest = `Largest ${pluralWord(e.topCategories.length, 'category', 'categories')}`;
  return `${plural(e.count, 'expense')} totalling ${format.money(e.totalCents)}: ${status}. ${largest}: ${categories}. ${balance}${payments}`;
}

/** The offline report without the tone coach's note: what a model's answer falls back to, part by part. */
export function legalReportBase(facts: LegalReportFacts, figures: ReportFigures = reportFigures(facts)): LegalReportInsights {
  const format = formatOf(facts);
  return {
    summary: summaryOf(facts, figures, format),
    communicationSummary: communicationOf(figures),
    expenseSummary: expenseOf(figures, format),
    keyEvents: keyEventsOf(facts, figures),
    recommendations: recommendationsFor(figures, format),
  };
}

/** The offline legal report: every sentence is computed from the record; deterministic, no network. */
export function legalReportOffline(facts: LegalReportFacts, known?: KnownReportFigures): LegalReportInsights {
  const figures = reportFigures(facts, known);
  const base = legalReportBase(facts, figures);
  return { ...base, communicationSummary: withToneCoachNote(base.communicationSummary, figures) };
}
