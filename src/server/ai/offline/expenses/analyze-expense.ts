import { amountToCents, CATEGORY_LABELS, type ExpenseCategory, formatCents } from '../../../../common/expenses/expense-rules.js';
import type { ExpenseAnalysis, ExpenseAnalysisContext, ExpenseAnalysisInput } from '../../../../common/schemas/expenses.js';
import { categorizeExpense } from './categorize-expense.js';

/** Usual prices in dollars when no rule with its own range matched. */
export const CATEGORY_RANGES: Record<ExpenseCategory, readonly [number, number]> = {
  medical: [5, 1500],
  education: [2, 2000],
  clothing: [3, 300],
  activities: [5, 1500],
  food: [2, 400],
  other: [2, 500],
};

const CATEGORY_TIPS: Record<ExpenseCategory, string[]> = {
  medical: [
    'Check what insurance, an HSA or an FSA reimburses first, and split what remains.',
    'Keep the visit summary or pharmacy label with the receipt.',
  ],
  education: [
    'Ask the school whether fee waivers or payment plans exist.',
    'Tuition and school fees may be tax-deductible or covered by a 529 plan.',
  ],
  clothing: [
    'Agree on a seasonal clothing budget so neither parent is surprised.',
    'Clothes usually travel between homes; keep track of bigger items.',
  ],
  activities: [
    'Agree on activities before signing up, especially recurring fees.',
    'Many clubs and camps offer sibling discounts or financial aid.',
  ],
  food: ['Day-to-day food is often covered by child support; check your agreement before splitting it.'],
  other: ['Check your parenting plan: childcare and extras are often split in a set proportion.'],
};

const RECEIPT_TIP = 'Attach the receipt so your co-parent can approve it quickly.';

const dollars = (value: number) => formatCents(value * 100).replace(/\.00$/, '');
const quoted = (words: string[]) => words.map((w) => `'${w}'`).join(' and ');

/** The split advice from the family's default split: what each parent's share of this amount comes to. */
export function splitSuggestionFor(amountCents: number, context: ExpenseAnalysisContext): string {
  const [first, second] = context.shares;
  if (!first || !second || context.splitType === 'equal') {
    return `Split equally per your family's default: ${formatCents(Math.round(amountCents / 2))} each.`;
  }
  const firstCents = Math.round((amountCents * first.percent) / 100);
  if (context.splitType === 'full') {
    const bearer = first.percent === 100 ? first : second;
    return `Your family's default puts the full amount on ${bearer.name}: ${formatCents(amountCents)}.`;
  }
  return `Split ${first.percent}/${second.percent} per your family's default: ${first.name} ${formatCents(firstCents)}, ${second.name} ${formatCents(amountCents - firstCents)}.`;
}

/**
 * The offline expense analysis of SPEC.md section 3: the category from keyword and merchant rules (with
 * the words that decided it), whether the amount is in the usual range for what it is, the split from the
 * family's default, and practical tips. Deterministic; no network.
 */
export function analyzeExpenseOffline(input: ExpenseAnalysisInput): ExpenseAnalysis {
  const amountCents = amountToCents(input.amount) ?? Math.round(input.amount * 100);
  const guess = categorizeExpense(input.title, input.description);
  const label = CATEGORY_LABELS[guess.category];
  const ranged = guess.matches.find((m) => m.keyword.range);
  const [min, max] = ranged?.keyword.range ?? CATEGORY_RANGES[guess.category];
  const what = ranged ? ranged.keyword.label : `${label.toLowerCase()} expenses`;
  const amount = amountCents / 100;
  const isReasonable = amount >= min && amount <= max;

  const why =
    guess.matches.length > 0
      ? `${label}: the expense mentions ${quoted(guess.matches.slice(0, 3).map((m) => m.word))} (${guess.matches[0]?.keyword.label}).`
      : 'Other: no words matched a known kind of expense, so it is filed as other. Choose a category if another fits better.';
  const judged = isReasonable
    ? `${formatCents(amountCents)} is within the usual range for ${what} (${dollars(min)}–${dollars(max)}).`
    : amount > max
      ? `${formatCents(amountCents)} is more than usual for ${what} (${dollars(min)}–${dollars(max)}); check the amount or add a note explaining it.`
      : `${formatCents(amountCents)} is less than usual for ${what} (${dollars(min)}–${dollars(max)}); check the amount.`;

  const tips = [...CATEGORY_TIPS[guess.category], RECEIPT_TIP];
  if (!isReasonable && amount > max) tips.unshift('For a large or unusual cost, talk with your co-parent before paying when you can.');
  return {
    category: guess.category,
    reasoning: `${why} ${judged}`,
    splitSuggestion: splitSuggestionFor(amountCents, input.context),
    isReasonable,
    tips,
  };
}
