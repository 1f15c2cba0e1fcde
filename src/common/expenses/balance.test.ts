import { describe, expect, it } from 'vitest';
import { computeBalance, otherParentShareCents } from './balance.js';

const parents = ['alex', 'sam'] as const;

describe('computeBalance', () => {
  it('nets approved expenses in cents and ignores pending and disputed ones', () => {
    const balance = computeBalance(
      [
        { amountCents: 10_000, paidBy: 'alex', splitPercent: 50, status: 'approved' },
        { amountCents: 3_001, paidBy: 'sam', splitPercent: 50, status: 'approved' },
        { amountCents: 99_999, paidBy: 'alex', splitPercent: 50, status: 'pending' },
        { amountCents: 99_999, paidBy: 'sam', splitPercent: 50, status: 'disputed' },
      ],
      parents,
    );
    // Sam owes 50.00, Alex owes 15.00 (3001 - round(1500.5) = 1500): Sam owes Alex 35.00.
    expect(balance).toEqual({ owedBy: 'sam', owedTo: 'alex', amountCents: 3_500 });
  });

  it('applies percentage and full splits from the payer’s share', () => {
    expect(otherParentShareCents({ amountCents: 10_000, splitPercent: 70 })).toBe(3_000);
    expect(otherParentShareCents({ amountCents: 10_000, splitPercent: 100 })).toBe(0);
    expect(otherParentShareCents({ amountCents: 10_000, splitPercent: 0 })).toBe(10_000);
    const balance = computeBalance([{ amountCents: 4_550, paidBy: 'sam', splitPercent: 0, status: 'approved' }], parents);
    expect(balance).toEqual({ owedBy: 'alex', owedTo: 'sam', amountCents: 4_550 });
  });

  it('says nobody owes anything when the family is square', () => {
    const square = computeBalance(
      [
        { amountCents: 2_000, paidBy: 'alex', splitPercent: 50, status: 'approved' },
        { amountCents: 2_000, paidBy: 'sam', splitPercent: 50, status: 'approved' },
      ],
      parents,
    );
    expect(square).toEqual({ owedBy: null, owedTo: null, amountCents: 0 });
  });

  it('takes confirmed payments off what the payer owed, and ignores pending, declined and cancelled ones', () => {
    const expenses = [{ amountCents: 10_000, paidBy: 'alex', splitPercent: 50, status: 'approved' as const }];
    const payments = [
      { amountCents: 2_000, paidBy: 'sam', status: 'confirmed' },
      { amountCents: 9_999, paidBy: 'sam', status: 'pending' },
      { amountCents: 9_999, paidBy: 'sam', status: 'declined' },
      { amountCents: 9_999, paidBy: 'sam', status: 'cancelled' },
      { amountCents: 9_999, paidBy: 'someone-else', status: 'confirmed' },
    ];
    expect(computeBalance(expenses, parents, payments)).toEqual({ owedBy: 'sam', owedTo: 'alex', amountCents: 3_000 });
    expect(computeBalance(expenses, parents, [{ amountCents: 5_000, paidBy: 'sam', status: 'confirmed' }])).toEqual({
      owedBy: null,
      owedTo: null,
      amountCents: 0,
    });
    // Paying more than was owed turns the balance round; so does a payment the other way.
    expect(computeBalance(expenses, parents, [{ amountCents: 6_000, paidBy: 'sam', status: 'confirmed' }])).toEqual({
      owedBy: 'alex',
      owedTo: 'sam',
      amountCents: 1_000,
    });
    expect(computeBalance([], parents, [{ amountCents: 1_234, paidBy: 'alex', status: 'confirmed' }])).toEqual({
      owedBy: 'sam',
      owedTo: 'alex',
      amountCents: 1_234,
    });
  });
});
