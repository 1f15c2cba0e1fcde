import { describe, expect, it } from 'vitest';
import { analyzeExpenseOffline, splitSuggestionFor } from './analyze-expense.js';

const equal = { splitType: 'equal' as const, shares: [] };

describe('offline expense analysis', () => {
  it('categorises, explains, judges the amount and suggests the default split', () => {
    expect(analyzeExpenseOffline({ title: 'CVS prescription refill', description: null, amount: 24.99, context: equal })).toEqual({
      category: 'medical',
      reasoning:
        "Medical: the expense mentions 'cvs' and 'prescription' (a pharmacy). $24.99 is within the usual range for a pharmacy ($2–$300).",
      splitSuggestion: "Split equally per your family's default: $12.50 each.",
      isReasonable: true,
      tips: [
        'Check what insurance, an HSA or an FSA reimburses first, and split what remains.',
        'Keep the visit summary or pharmacy label with the receipt.',
        'Attach the receipt so your co-parent can approve it quickly.',
      ],
    });
  });

  it('flags amounts outside the usual range for what was bought', () => {
    const shoes = analyzeExpenseOffline({ title: 'Sneakers', description: null, amount: 900, context: equal });
    expect(shoes).toMatchObject({ category: 'clothing', isReasonable: false });
    expect(shoes.reasoning).toContain('$900.00 is more than usual for shoes ($10–$200)');
    expect(shoes.tips[0]).toBe('For a large or unusual cost, talk with your co-parent before paying when you can.');
    expect(analyzeExpenseOffline({ title: 'Spring tuition', description: null, amount: 6500, context: equal }).isReasonable).toBe(true);
    expect(analyzeExpenseOffline({ title: 'Lunch money', description: null, amount: 0.5, context: equal }).reasoning).toContain(
      'less than usual',
    );
    const unknown = analyzeExpenseOffline({ title: 'Misc', description: null, amount: 10, context: equal });
    expect(unknown.category).toBe('other');
    expect(unknown.reasoning).toMatch(/^Other: no words matched/);
  });

  it('words the split from the family default', () => {
    const shares = [
      { name: 'Alex', percent: 70 },
      { name: 'Sam', percent: 30 },
    ];
    expect(splitSuggestionFor(10001, { splitType: 'percentage', shares })).toBe(
      "Split 70/30 per your family's default: Alex $70.01, Sam $30.00.",
    );
    expect(
      splitSuggestionFor(4500, {
        splitType: 'full',
        shares: [
          { name: 'Alex', percent: 0 },
          { name: 'Sam', percent: 100 },
        ],
      }),
    ).toBe("Your family's default puts the full amount on Sam: $45.00.");
  });
});
