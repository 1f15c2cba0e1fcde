import { describe, expect, it } from 'vitest';
import { categorizeExpense } from './categorize-expense.js';
import { FRESH_EXPENSES } from '../../../../../tools/evaluation/expenses/fresh-expenses.js';
import { HELD_OUT_EXPENSES } from '../../../../../tools/evaluation/expenses/held-out-expenses.js';
import { LABELLED_EXPENSES, type LabelledExpense } from '../../../../../tools/evaluation/expenses/labelled-expenses.js';
import { UNSEEN_EXPENSES } from '../../../../../tools/evaluation/expenses/unseen-expenses.js';

describe('offline expense categoriser', () => {
  const TEST_SET = [...LABELLED_EXPENSES, ...HELD_OUT_EXPENSES];

  it('labels at least 90% of the hand-written test set correctly', () => {
    expect(TEST_SET.length).toBeGreaterThanOrEqual(100);
    const wrong = TEST_SET.filter((e) => categorizeExpense(e.title, e.description).category !== e.category);
    const accuracy = 1 - wrong.length / TEST_SET.length;
    process.stdout.write(
      `expense categoriser accuracy ${(accuracy * 100).toFixed(1)}% on ${TEST_SET.length}; wrong: ${wrong.map((e) => `${e.title} -> ${categorizeExpense(e.title, e.description).category} (want ${e.category})`).join('; ')}\n`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  const report = (name: string, set: LabelledExpense[]) => {
    const wrong = set.filter((e) => categorizeExpense(e.title, e.description).category !== e.category);
    const accuracy = 1 - wrong.length / set.length;
    process.stdout.write(
      `${name} accuracy ${(accuracy * 100).toFixed(1)}% on ${set.length}; wrong: ${wrong.map((e) => `${e.title} -> ${categorizeExpense(e.title, e.description).category} (want ${e.category})`).join('; ')}\n`,
    );
    return accuracy;
  };

  // The fresh set was unseen at 76.7%, then its misses showed which kinds of words were missing: now a tuning set too.
  it('reports the accuracy on the fresh set', () => {
    expect(report('fresh-set', FRESH_EXPENSES)).toBeGreaterThanOrEqual(0.9);
  });

  // Written after the broadened lexicon was frozen and never used to tune it: the honest estimate on unseen titles.
  it('reports the accuracy on the unseen set written after the rules were frozen', () => {
    expect(UNSEEN_EXPENSES.length).toBeGreaterThanOrEqual(60);
    expect(report('unseen-set', UNSEEN_EXPENSES)).toBeGreaterThanOrEqual(0.7);
  });

  it('explains which words matched, and answers other when nothing does', () => {
    const guess = categorizeExpense('CVS prescription refill', null);
    expect(guess.category).toBe('medical');
    expect(guess.matches.map((m) => m.word)).toEqual(['cvs', 'prescription']);
    expect(categorizeExpense('Misc', '').category).toBe('other');
    expect(categorizeExpense('Misc', '').matches).toEqual([]);
    expect(categorizeExpense('Thing', 'for the soccer team').category).toBe('activities');
  });
});
