/** What the balance needs of an expense (amounts in integer cents; splitPercent is the payer's share). */
export interface BalanceExpense {
  amountCents: number;
  paidBy: string;
  splitPercent: number;
  status: 'pending' | 'approved' | 'disputed';
}

/** What the balance needs of a payment between the parents: only a confirmed one counts. */
export interface BalancePayment {
  amountCents: number;
  paidBy: string;
  status: string;
}

/** Who owes whom after the approved expenses (and the confirmed payments): nobody when they are square. */
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
 * Nets what each parent owes the other for approved expenses, less what one has paid the other in confirmed
 * payments. Pending and disputed expenses do not count until they are approved, nor payments until confirmed.
 * Expenses and payments of anyone outside `parentIds` are ignored.
 */
export function computeBalance(
  expenses: readonly BalanceExpense[],
  parentIds: readonly [string, string],
  payments: readonly BalancePayment[] = [],
): Balance {
  const [first, second] = parentIds;
  let secondOwesFirst = 0;
  for (const expense of expenses) {
    if (expense.status !== 'approved') continue;
    if (expense.paidBy === first) secondOwesFirst += otherParentShareCents(expense);
    else if (expense.paidBy === second) secondOwesFirst -= otherParentShareCents(expense);
  }
  for (const payment of payments) {
    if (payment.status !== 'confirmed') continue;
    if (payment.paidBy === second) secondOwesFirst -= payment.amountCents;
    else if (payment.paidBy === first) secondOwesFirst += payment.amountCents;
  }
  if (secondOwesFirst === 0) return { owedBy: null, owedTo: null, amountCents: 0 };
  return secondOwesFirst > 0
    ? { owedBy: second, owedTo: first, amountCents: secondOwesFirst }
    : { owedBy: first, owedTo: second, amountCents: -secondOwesFirst };
}
