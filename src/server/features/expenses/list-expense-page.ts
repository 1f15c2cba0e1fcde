import type { ExpenseListQuery, ExpensePage } from '../../../common/schemas/expense-list.js';
import type { Db } from '../../db/database.js';
import { familyExpenses, withHistory } from './list-expenses.js';

/**
 * One page of the family's expenses matching the filters (status, child, category, expense dates), newest expense
 * date first, and how many match in all: counted and paged by the database, so a year of expenses stays light.
 */
export async function listExpensePage(opts: { db: Db; familyId: string; query: ExpenseListQuery }): Promise<ExpensePage> {
  const { db, familyId, query: q } = opts;
  let matching = familyExpenses(db.kysely, familyId);
  if (q.status) matching = matching.where('expenses.status', '=', q.status);
  if (q.childId) matching = matching.where('expenses.childId', '=', q.childId);
  if (q.category) matching = matching.where('expenses.category', '=', q.category);
  if (q.from) matching = matching.where('expenses.expenseDate', '>=', q.from);
  if (q.to) matching = matching.where('expenses.expenseDate', '<=', q.to);
  const { total } = await matching
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await matching
    .orderBy('expenses.expenseDate', 'desc')
    .orderBy('expenses.createdAt', 'desc')
    .orderBy('expenses.id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  return { items: await withHistory(db.kysely, rows), total: Number(total), page: q.page, pageSize: q.pageSize };
}
