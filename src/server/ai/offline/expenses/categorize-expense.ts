import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../../../../common/expenses/expense-rules.js';
import { EXPENSE_KEYWORDS, type ExpenseKeyword } from './expense-keywords.js';

export interface CategoryGuess {
  category: ExpenseCategory;
  /** The rules that matched for the chosen category, strongest first. */
  matches: { keyword: ExpenseKeyword; word: string }[];
}

/** Lower case, plain apostrophes and hyphens, no accents, so "Children’s" and "children's", "café" and "cafe" match the same rule. */
export const normalise = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2010-\u2014]/g, '-');

/**
 * Scores each category by the rules that match the title (counted double: it is what the parent chose to
 * say) and the description; the best score wins, ties going to the earlier category. Nothing matched: other.
 */
export function categorizeExpense(title: string, description: string | null | undefined): CategoryGuess {
  const texts = [
    { text: normalise(title), factor: 2 },
    { text: normalise(description ?? ''), factor: 1 },
  ];
  const scores = new Map<ExpenseCategory, number>();
  const matches = new Map<ExpenseCategory, { keyword: ExpenseKeyword; word: string; score: number }[]>();
  for (const keyword of EXPENSE_KEYWORDS) {
    for (const { text, factor } of texts) {
      const found = keyword.pattern.exec(text);
      if (!found) continue;
      const score = keyword.weight * factor;
      scores.set(keyword.category, (scores.get(keyword.category) ?? 0) + score);
      const list = matches.get(keyword.category) ?? [];
      list.push({ keyword, word: found[0], score });
      matches.set(keyword.category, list);
      break;
    }
  }
  let best: ExpenseCategory = 'other';
  let bestScore = 0;
  for (const category of EXPENSE_CATEGORIES) {
    const score = scores.get(category) ?? 0;
    if (score > bestScore) [best, bestScore] = [category, score];
  }
  const chosen = (matches.get(best) ?? []).sort((a, b) => b.score - a.score).map(({ keyword, word }) => ({ keyword, word }));
  return { category: best, matches: chosen };
}
