import { describe, expect, it } from 'vitest';
import { categorizeExpense } from './categorize-expense.js';
import { FRESH_EXPENSES } from './evaluation/fresh-expenses.js';
import { HELD_OUT_EXPENSES } from './evaluation/held-out-expenses.js';
import { LABELLED_EXPENSES } from './evaluation/labelled-expenses.js';

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

  // Unseen titles: measured, with a looser floor, so the number in the README stays honest.
  it('reports the accuracy on the fresh set written after the rules were frozen', () => {
    const wrong = FRESH_EXPENSES.filter((e) => categorizeExpense(e.title, e.description).category !== e.category);
    const accuracy = 1 - wrong.length / FRESH_EXPENSES.length;
    process.stdout.write(
      `fresh-set accuracy ${(accuracy * 100).toFixed(1)}% on ${FRESH_EXPENSES.length}; wrong: ${wrong.map((e) => `${e.title} -> ${categorizeExpense(e.title, e.description).category} (want ${e.category})`).join('; ')}\n`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.7);
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
