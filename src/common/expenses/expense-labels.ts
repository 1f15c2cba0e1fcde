import { formatCents } from './expense-rules.js';
import type { ExpenseBalance } from '../schemas/expenses.js';
import type { Format } from '../format/format.js';

const firstName = (name: string | null) => (name ?? 'Your co-parent').split(' ')[0] ?? 'Your co-parent';

/** Short names for the parents: the first name, or the full name when both parents share a first name ("Parent 1"). */
export function shortNamer(names: (string | null)[]): (name: string | null) => string {
  const firsts = names.map(firstName);
  return (name) => (firsts.filter((f) => f === firstName(name)).length > 1 ? (name ?? 'Your co-parent') : firstName(name));
}

/**
 * The balance in one sentence from the viewer's side: "Sam owes you $35.00", "You owe Sam $35.00" or "You're
 * all square"; the amount in the viewer's format.
 */
export function balanceSentence(
  balance: ExpenseBalance['balance'],
  viewerId: string | undefined,
  format: Pick<Format, 'money'> = { money: formatCents },
): string {
  if (!balance.owedBy || !balance.owedTo || balance.amountCents === 0) return "You're all square";
  const amount = format.money(balance.amountCents);
  const short = shortNamer([balance.owedByName, balance.owedToName]);
  if (balance.owedBy === viewerId) return `You owe ${short(balance.owedToName)} ${amount}`;
  if (balance.owedTo === viewerId) return `${short(balance.owedByName)} owes you ${amount}`;
  return `${short(balance.owedByName)} owes ${short(balance.owedToName)} ${amount}`;
}

/** How a split reads on an expense: "Split 50/50", "Alex 70% / Sam 30%", "Sam pays it all". */
export function splitLabel(expense: { splitType: string; splitPercent: number; paidByName: string }, otherName: string): string {
  const short = shortNamer([expense.paidByName, otherName]);
  const payer = short(expense.paidByName);
  const other = short(otherName);
  if (expense.splitType === 'equal' || expense.splitPercent === 50) return 'Split 50/50';
  if (expense.splitPercent === 100) return `${payer} pays it all`;
  if (expense.splitPercent === 0) return `${other} pays it all`;
  return `${payer} ${expense.splitPercent}% / ${other} ${100 - expense.splitPercent}%`;
}
