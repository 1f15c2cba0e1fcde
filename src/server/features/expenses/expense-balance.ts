import { computeBalance } from '../../../common/expenses/balance.js';
import type { ExpenseCategory } from '../../../common/expenses/expense-rules.js';
import type { ExpenseBalance, ExpensePeriodQuery } from '../../../common/schemas/expenses.js';
import type { Db } from '../../db/database.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';

/**
 * Who owes whom from every approved expense and every confirmed payment to date, and the period's spending by category (approved and
 * pending; disputed amounts are counted apart, since the parents do not agree on them).
 */
export async function expenseBalance(opts: { db: Db; familyId: string; period: ExpensePeriodQuery }): Promise<ExpenseBalance> {
  const { db, familyId, period } = opts;
  const parents = await loadFamilyParents(db.kysely, familyId);
  const approved = await db.kysely
    .selectFrom('expenses')
    .select(['amountCents', 'paidBy', 'splitPercent', 'status'])
    .where('familyId', '=', familyId)
    .where('status', '=', 'approved')
    .execute();
  const confirmed = await db.kysely
    .selectFrom('expensePayments')
    .select(['amountCents', 'paidBy', 'status'])
    .where('familyId', '=', familyId)
    .where('status', '=', 'confirmed')
    .execute();
  const [first, second] = parents;
  const balance =
    first && second ? computeBalance(approved, [first.id, second.id], confirmed) : { owedBy: null, owedTo: null, amountCents: 0 };
  const nameOf = (id: string | null) => parents.find((p) => p.id === id)?.name ?? null;

  let query = db.kysely.selectFrom('expenses').select(['amountCents', 'category', 'status']).where('familyId', '=', familyId);
  if (period.from) query = query.where('expenseDate', '>=', period.from);
  if (period.to) query = query.where('expenseDate', '<=', period.to);
  const inPeriod = await query.execute();

  const totals = { approvedCents: 0, pendingCents: 0, disputedCents: 0 };
  const byCategory = new Map<ExpenseCategory | null, { amountCents: number; count: number }>();
  for (const e of inPeriod) {
    totals[`${e.status}Cents`] += e.amountCents;
    if (e.status === 'disputed') continue;
    const entry = byCategory.get(e.category) ?? { amountCents: 0, count: 0 };
    entry.amountCents += e.amountCents;
    entry.count += 1;
    byCategory.set(e.category, entry);
  }
  return {
    parents,
    balance: { ...balance, owedByName: nameOf(balance.owedBy), owedToName: nameOf(balance.owedTo) },
    period: { from: period.from ?? null, to: period.to ?? null },
    byCategory: [...byCategory]
      .map(([category, entry]) => ({ category, ...entry }))
      .sort((a, b) => b.amountCents - a.amountCents || String(a.category).localeCompare(String(b.category))),
    totals,
  };
}
