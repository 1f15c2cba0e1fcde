import type { Kysely } from 'kysely';
import { splitLabel } from '../../../common/expenses/expense-labels.js';
import { CATEGORY_LABELS, formatCents } from '../../../common/expenses/expense-rules.js';
import { changedFields, recordAudit } from '../../audit/record-audit.js';
import type { Database } from '../../db/schema.js';
import { loadUserNames } from '../../db/user-names.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import type { StoredExpense } from './lock-expense.js';

/** "'Dentist copay' ($40.00)": how a summary names an expense. */
export const expenseLabel = (e: Pick<StoredExpense, 'title' | 'amountCents'>): string => `'${e.title}' (${formatCents(e.amountCents)})`;

const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  description: 'description',
  amount: 'amount',
  category: 'category',
  expenseDate: 'date',
  child: 'child',
  paidBy: 'payer',
  split: 'split',
  status: 'status',
  receipt: 'receipt',
};

/** The fields of an expense the History view shows before and after a change, in words (names, not ids). */
export async function expenseAuditFields(trx: Kysely<Database>, e: StoredExpense): Promise<Record<string, unknown>> {
  const child = e.childId ? await trx.selectFrom('children').select('name').where('id', '=', e.childId).executeTakeFirst() : undefined;
  const receipt = e.receiptFileId
    ? await trx.selectFrom('files').select('name').where('id', '=', e.receiptFileId).executeTakeFirst()
    : undefined;
  const paidByName = (await loadUserNames(trx, [e.paidBy]))(e.paidBy);
  const otherName = (await loadFamilyParents(trx, e.familyId)).find((p) => p.id !== e.paidBy)?.name ?? 'Co-parent';
  return {
    title: e.title,
    description: e.description,
    amount: formatCents(e.amountCents),
    category: e.category ? CATEGORY_LABELS[e.category] : null,
    expenseDate: e.expenseDate,
    child: child?.name ?? null,
    paidBy: paidByName,
    split: splitLabel({ splitType: e.splitType, splitPercent: e.splitPercent, paidByName }, otherName),
    status: e.status,
    receipt: receipt?.name ?? null,
  };
}

/** Only what changed between two versions of an expense, with the changed fields named in words. */
export async function expenseChanges(trx: Kysely<Database>, before: StoredExpense, after: StoredExpense) {
  const diff = changedFields(await expenseAuditFields(trx, before), await expenseAuditFields(trx, after));
  return { ...diff, names: Object.keys(diff.after).map((k) => FIELD_NAMES[k] ?? k) };
}

export type ExpenseAuditAction = 'created' | 'updated' | 'receipt_added' | 'approved' | 'disputed';

/** One audit entry (entity 'expense'), inside the transaction of the change. */
export async function auditExpense(
  trx: Kysely<Database>,
  entry: {
    familyId: string;
    actorId: string;
    expenseId: string;
    action: ExpenseAuditAction;
    summary: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    at: string;
  },
): Promise<void> {
  const { expenseId, ...rest } = entry;
  await recordAudit(trx, { ...rest, entity: 'expense', entityId: expenseId });
}
