/** What the balance needs of an expense (amounts in integer cents; splitPercent is the payer's share). */
export interface BalanceExpense {
  amountCents: number;
  paidBy: string;
  splitPercent: number;
  status: 'pending' | 'approved' | 'disputed';
}

/** Who owes whom after the approved expenses: nobody when they are square. */
export interface Balance {
  owedBy: string | null;
  owedTo: string | null;
  amountCents: number;
}

/** The other parent's share of one expense, in cents: what they owe the payer once it is approved. */
export function otherParentShareCents(expense: Pick<BalanceExpense, 'amountCents' | 'splitPercent'>): number {
  return expense.amountCents - Math.round((expense.amountCents * expense.splitPercent) / 100);
}

/**
 * Nets what each parent owes the other for approved expenses. Pending and disputed expenses do not
 * count until they are approved. Expenses paid by anyone outside `parentIds` are ignored.
 */
export function computeBalance(expenses: readonly BalanceExpense[], parentIds: readonly [string, string]): Balance {
  const [first, second] = parentIds;
  let secondOwesFirst = 0;
  for (const expense of expenses) {
    if (expense.status !== 'approved') continue;
    if (expense.paidBy === first) secondOwesFirst += otherParentShareCents(expense);
    else if (expense.paidBy === second) secondOwesFirst -= otherParentShareCents(expense);
  }
  if (secondOwesFirst === 0) return { owedBy: null, owedTo: null, amountCents: 0 };
  return secondOwesFirst > 0
    ? { owedBy: second, owedTo: first, amountCents: secondOwesFirst }
    : { owedBy: first, owedTo: second, amountCents: -secondOwesFirst };
}
