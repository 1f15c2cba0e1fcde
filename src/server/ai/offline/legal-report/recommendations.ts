import type { Format } from '../../../../common/format/format.js';
import { formatMinutes, plural, pluralWord } from '../../../../common/format/plural.js';
import { integrityClause } from './key-events.js';
import type { ReportFigures } from './report-figures.js';

/** Hours after which a reply is slow enough to suggest agreeing a reply window. */
const SLOW_REPLY_MINUTES = 24 * 60;
/** Share of messages the tone coach flags from which using it is worth a recommendation (to both parents alike). */
const TONE_COACH_SHARE = 0.05;

/** Concrete next steps drawn from the figures, most important first. */
export function recommendationsFor(figures: ReportFigures, format: Format): string[] {
  const tips: string[] = [];
  const m = figures.messages;
  if (m) {
    for (const broken of m.brokenChains) {
      tips.push(
        broken.reason === null || broken.reason === 'message_changed' || broken.reason === 'link_broken'
          ? `Have the record of '${broken.subject}' examined: its hash chain does not verify at message ${broken.checked}, so a message may have been altered or removed outside the app.`
          : `Have the record of '${broken.subject}' examined: it ${integrityClause(broken)}, so messages may have been altered or removed outside the app.`,
      );
    }
    if (m.earlierBroken.length > 0) {
      tips.push(
        'Compare this report with the earlier reports named in section 7: a checkpoint they printed is no longer in the message history, so messages were removed or rewritten outside the app.',
      );
    }
    if (m.total > 0 && m.toneCoachFlags / m.total >= TONE_COACH_SHARE) {
      tips.push('Both parents: keep messages brief, factual and about the children, and read the tone coach’s suggestions before sending.');
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
        `Resolve the ${plural(e.byStatus.disputed.count, 'disputed expense')} (${format.money(e.byStatus.disputed.cents)}), with receipts and the reasons given.`,
      );
    }
    if (e.byStatus.pending.count > 0) {
      tips.push(
        `${plural(e.byStatus.pending.count, 'expense')} ${pluralWord(e.byStatus.pending.count, 'is', 'are')} still waiting for approval (${format.money(e.byStatus.pending.cents)}).`,
      );
    }
    const paid = e.afterPayments && e.afterPayments.confirmed > 0 ? e.afterPayments.balance : null;
    const owed = paid ?? e.balance;
    if (owed.owedBy && owed.owedTo && owed.amountCents > 0) {
      tips.push(
        `Settle or record the balance: ${owed.owedBy} owes ${owed.owedTo} ${format.money(owed.amountCents)} for the approved expenses of this period${paid ? ', after the confirmed payments' : ''}.`,
      );
    }
  }
  const declined = figures.events?.swaps.declined ?? 0;
  if (declined > 0) {
    tips.push(
      `${plural(declined, 'swap request')} ${pluralWord(declined, 'was', 'were')} declined; plan changes 2-3 weeks ahead and propose make-up dates.`,
    );
  }
  const pending = figures.events?.swaps.pending ?? 0;
  if (pending > 0) tips.push(`Answer the ${plural(pending, 'pending swap request')}.`);
  tips.push(
    'Keep all communication about the children in the app so the record stays complete, and read the record in this report before relying on this summary.',
  );
  return tips.slice(0, 10);
}
