import { describe, expect, it } from 'vitest';
import { balanceSentence, splitLabel } from './expense-labels.js';
import { periodRange } from './expense-periods.js';

describe('balance sentence', () => {
  const owes = { owedBy: 'sam', owedByName: 'Sam Rivera', owedTo: 'alex', owedToName: 'Alex Rivera', amountCents: 3500 };
  it('speaks from the viewer’s side', () => {
    expect(balanceSentence(owes, 'alex')).toBe('Sam owes you $35.00');
    expect(balanceSentence(owes, 'sam')).toBe('You owe Alex $35.00');
    expect(balanceSentence(owes, 'someone-else')).toBe('Sam owes Alex $35.00');
    const demo = { owedBy: 'p2', owedByName: 'Parent 2', owedTo: 'p1', owedToName: 'Parent 1', amountCents: 20047 };
    expect(balanceSentence(demo, 'p2')).toBe('You owe Parent 1 $200.47');
    expect(balanceSentence({ owedBy: null, owedByName: null, owedTo: null, owedToName: null, amountCents: 0 }, 'alex')).toBe(
      "You're all square",
    );
  });

  it('labels splits', () => {
    expect(splitLabel({ splitType: 'equal', splitPercent: 50, paidByName: 'Alex Rivera' }, 'Sam Rivera')).toBe('Split 50/50');
    expect(splitLabel({ splitType: 'percentage', splitPercent: 70, paidByName: 'Alex Rivera' }, 'Sam Rivera')).toBe('Alex 70% / Sam 30%');
    expect(splitLabel({ splitType: 'full', splitPercent: 0, paidByName: 'Alex Rivera' }, 'Sam Rivera')).toBe('Sam pays it all');
  });

  it('turns periods into date ranges', () => {
    const now = new Date(2026, 4, 17);
    expect(periodRange('month', now)).toEqual({ from: '2026-05-01', to: '2026-05-17' });
    expect(periodRange('3months', now)).toEqual({ from: '2026-03-01', to: '2026-05-17' });
    expect(periodRange('year', now)).toEqual({ from: '2026-01-01', to: '2026-05-17' });
    expect(periodRange('all', now)).toEqual({});
  });
});
