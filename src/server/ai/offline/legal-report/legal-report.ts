import { formatCents } from '../../../../common/expenses/expense-rules.js';
import { formatMinutes, percent } from '../../../../common/legal-format.js';
import type { LegalReportFacts, LegalReportInsights } from '../../../../common/schemas/legal.js';
import { keyEventsOf } from './key-events.js';
import { recommendationsFor } from './recommendations.js';
import { reportFigures, type ReportFigures } from './report-figures.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summaryOf(facts: LegalReportFacts, f: ReportFigures): string {
  const parties = facts.parties.map((p) => p.name).join(' and ') || 'The family';
  const parts: string[] = [];
  if (f.messages) parts.push(`exchanged ${plural(f.messages.total, 'message')} in ${plural(f.messages.conversations, 'conversation')}`);
  if (f.expenses) parts.push(`recorded ${plural(f.expenses.count, 'expense')} totalling ${formatCents(f.expenses.totalCents)}`);
  if (f.events) {
    parts.push(
      `had ${plural(f.events.count, 'calendar event')}, ${plural(f.events.exchanges, 'custody exchange')} and ${plural(
        Object.values(f.events.swaps).reduce((a, b) => a + b, 0),
        'swap request',
      )}`,
    );
  }
  const range = `Between ${facts.range.startDate} and ${facts.range.endDate}`;
  let text = parts.length > 0 ? `${range}, ${parties} ${parts.join(', ')}.` : `${range}, no records were included in this report.`;
  if (f.messages) {
    text +=
      f.messages.brokenChains.length === 0
        ? ' The message record verified intact: every message matches its hash chain.'
        : ` The message record failed its integrity check in ${plural(f.messages.brokenChains.length, 'conversation')}.`;
  }
  return text;
}

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
  const heatedBy = m.perParent.filter((p) => p.heated > 0).map((p) => `${p.heated} by ${p.name}`);
  const heated =
    m.heated.length === 0
      ? 'The tone analyser flagged no message as heated.'
      : `The tone analyser flagged ${plural(m.heated.length, 'message')} (${percent(m.heated.length, m.total)}) as heated: ${heatedBy.join(', ')}.`;
  const attachments = m.attachments > 0 ? ` ${plural(m.attachments, 'file')} were shared as attachments.` : '';
  return `${perParent.join('; ')}. ${heated}${attachments}`;
}

function expenseOf(f: ReportFigures): string {
  const e = f.expenses;
  if (!e) return 'Expenses were not included in this report.';
  if (e.count === 0) return 'No expenses were recorded in this period.';
  const status = (['approved', 'pending', 'disputed'] as const)
    .map((s) => `${s} ${formatCents(e.byStatus[s].cents)} (${e.byStatus[s].count})`)
    .join(', ');
  const categories = e.topCategories
    .slice(0, 3)
    .map(([c, cents]) => `${c} ${formatCents(cents)}`)
    .join(', ');
  const balance =
    e.balance.owedBy && e.balance.owedTo
      ? `${e.balance.owedBy} owes ${e.balance.owedTo} ${formatCents(e.balance.amountCents)} for the approved expenses of the period.`
      : 'The approved expenses of the period leave the parents square.';
  return `${plural(e.count, 'expense')} totalling ${formatCents(e.totalCents)}: ${status}. Largest categories: ${categories}. ${balance}`;
}

/** The offline legal report: every sentence is computed from the record; deterministic, no network. */
export function legalReportOffline(facts: LegalReportFacts): LegalReportInsights {
  const figures = reportFigures(facts);
  return {
    summary: summaryOf(facts, figures),
    communicationSummary: communicationOf(figures),
    expenseSummary: expenseOf(figures),
    keyEvents: keyEventsOf(facts, figures),
    recommendations: recommendationsFor(figures),
  };
}
