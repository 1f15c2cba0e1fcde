import { formatCents } from '../../../../common/expenses/expense-rules.js';
import { formatMinutes, percent } from '../../../../common/legal-format.js';
import type { ReportFigures } from './report-figures.js';

/** Hours after which a reply is slow enough to suggest agreeing a reply window. */
const SLOW_REPLY_MINUTES = 24 * 60;
/** Share of heated messages from which tone is worth a recommendation. */
const HEATED_SHARE = 0.05;

/** Concrete next steps drawn from the figures, most important first. */
export function recommendationsFor(figures: ReportFigures): string[] {
  const tips: string[] = [];
  const m = figures.messages;
  if (m) {
    for (const broken of m.brokenChains) {
      tips.push(
        `Have the record of '${broken.subject}' examined: its hash chain does not verify at message ${broken.checked}, so a message may have been altered or removed outside the app.`,
      );
    }
    if (m.total > 0 && m.heated.length / m.total >= HEATED_SHARE) {
      tips.push(
        `${m.heated.length} of ${m.total} messages (${percent(m.heated.length, m.total)}) read as heated; keep messages brief, factual and about the children, and use the tone check before sending.`,
      );
    }
    for (const parent of m.perParent) {
      if (parent.medianReplyMinutes !== null && parent.medianReplyMinutes > SLOW_REPLY_MINUTES) {
        tips.push(
          `${parent.name}'s median reply time is ${formatMinutes(parent.medianReplyMinutes)}; agree a reply window (for example 24 hours) for questions about the children.`,
        );
      }
    }
  }
  const e = figures.expenses;
  if (e) {
    if (e.byStatus.disputed.count > 0) {
      tips.push(
        `Resolve the ${e.byStatus.disputed.count} disputed expense${e.byStatus.disputed.count === 1 ? '' : 's'} (${formatCents(e.byStatus.disputed.cents)}), with receipts and the reasons given.`,
      );
    }
    if (e.byStatus.pending.count > 0) {
      tips.push(
        `${e.byStatus.pending.count} expense${e.byStatus.pending.count === 1 ? ' is' : 's are'} still waiting for approval (${formatCents(e.byStatus.pending.cents)}).`,
      );
    }
    if (e.balance.owedBy && e.balance.owedTo && e.balance.amountCents > 0) {
      tips.push(
        `Settle or record the balance: ${e.balance.owedBy} owes ${e.balance.owedTo} ${formatCents(e.balance.amountCents)} for the approved expenses of this period.`,
      );
    }
  }
  const ev = figures.events;
  if (ev && (ev.swaps.declined ?? 0) > 0) {
    tips.push(
      `${ev.swaps.declined} swap request${ev.swaps.declined === 1 ? ' was' : 's were'} declined; plan changes 2-3 weeks ahead and propose make-up dates.`,
    );
  }
  if (ev && (ev.swaps.pending ?? 0) > 0)
    tips.push(`Answer the ${ev.swaps.pending} pending swap request${ev.swaps.pending === 1 ? '' : 's'}.`);
  tips.push(
    'Keep all communication about the children in the app so the record stays complete, and read the record in this report before relying on this summary.',
  );
  return tips.slice(0, 10);
}
