import { otherParentShareCents } from '../../../common/expenses/balance.js';
import { centsToAmount } from '../../../common/expenses/expense-rules.js';
import type { Expense } from '../../../common/schemas/expenses.js';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { fileUrl } from '../../files/file-store.js';
import { loadUserNames } from '../../db/user-names.js';

/** The family's expenses with their child's name and receipt: the query every list starts from. */
export function familyExpenses(kysely: Kysely<Database>, familyId: string) {
  return kysely
    .selectFrom('expenses')
    .leftJoin('children', 'children.id', 'expenses.childId')
    .leftJoin('files', 'files.id', 'expenses.receiptFileId')
    .selectAll('expenses')
    .select(['children.name as childName', 'files.name as receiptName', 'files.contentType as receiptType', 'files.size as receiptSize'])
    .where('expenses.familyId', '=', familyId);
}

type ExpenseRow = Awaited<ReturnType<ReturnType<typeof familyExpenses>['execute']>>[number];

/** The family's expenses, newest expense date first, each with its receipt, names and history (oldest step first). */
export async function listExpenses(opts: { db: Db; familyId: string; id?: string }): Promise<Expense[]> {
  let query = familyExpenses(opts.db.kysely, opts.familyId);
  if (opts.id) query = query.where('expenses.id', '=', opts.id);
  const rows = await query
    .orderBy('expenses.expenseDate', 'desc')
    .orderBy('expenses.createdAt', 'desc')
    .orderBy('expenses.id', 'desc')
    .execute();
  return withHistory(opts.db.kysely, rows);
}

/** The rows as the API gives them: names resolved, receipt linked, history attached. */
export async function withHistory(kysely: Kysely<Database>, rows: ExpenseRow[]): Promise<Expense[]> {
  if (rows.length === 0) return [];
  const events = await kysely
    .selectFrom('expenseEvents')
    .selectAll()
    .where(
      'expenseId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('at')
    .orderBy('id')
    .execute();
  const nameOf = await loadUserNames(kysely, [
    ...rows.flatMap((r) => [r.createdBy, r.paidBy, ...(r.decidedBy ? [r.decidedBy] : [])]),
    ...events.map((e) => e.by),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    amount: centsToAmount(r.amountCents),
    amountCents: r.amountCents,
    category: r.category,
    expenseDate: r.expenseDate,
    childId: r.childId,
    childName: r.childName ?? null,
    paidBy: r.paidBy,
    paidByName: nameOf(r.paidBy),
    splitType: r.splitType,
    splitPercent: r.splitPercent,
    otherShareCents: otherParentShareCents(r),
    status: r.status,
    createdBy: r.createdBy,
    createdByName: nameOf(r.createdBy),
    decidedBy: r.decidedBy,
    decidedByName: r.decidedBy ? nameOf(r.decidedBy) : null,
    decidedAt: r.decidedAt,
    disputeReason: r.disputeReason,
    receipt:
      r.receiptFileId && r.receiptName && r.receiptType
        ? { url: fileUrl(r.receiptFileId), name: r.receiptName, contentType: r.receiptType, size: Number(r.receiptSize ?? 0) }
        : null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    version: r.version,
    history: events
      .filter((e) => e.expenseId === r.id)
      .map((e) => ({ action: e.action, by: e.by, byName: nameOf(e.by), at: e.at, reason: e.reason })),
  }));
}

export async function getExpense(opts: { db: Db; familyId: string; id: string }): Promise<Expense | undefined> {
  const [expense] = await listExpenses(opts);
  return expense;
}
