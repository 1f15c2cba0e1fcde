import { randomUUID } from 'node:crypto';
import { amountToCents, payerPercentFor } from '../../../common/expenses/expense-rules.js';
import type { CreateExpenseInput, Expense } from '../../../common/schemas/expenses.js';
import { type Db, nowIso } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { checkFamilyLinks } from './check-family-links.js';
import { auditExpense, expenseAuditFields, expenseLabel } from './expense-audit.js';
import { getExpenseSettings, splitFromSettings } from './expense-settings.js';
import { getExpense } from './list-expenses.js';
import type { StoredExpense } from './lock-expense.js';

/**
 * Adds a pending expense: paid by the author unless told otherwise, split as given or by the family's default;
 * its history step and audit entry are written in the same transaction.
 */
export async function createExpense(opts: { db: Db; familyId: string; userId: string; input: CreateExpenseInput }): Promise<Expense> {
  const { db, familyId, userId, input } = opts;
  const paidBy = input.paidBy ?? userId;
  const id = randomUUID();
  await db.kysely.transaction().execute(async (trx) => {
    await checkFamilyLinks(trx, familyId, { childId: input.childId, paidBy });
    const split = input.split
      ? { splitType: input.split.splitType, splitPercent: payerPercentFor(input.split.splitType, input.split.splitPercent) }
      : splitFromSettings(await getExpenseSettings(trx, familyId), paidBy);
    const now = nowIso();
    const row: StoredExpense = {
      id,
      familyId,
      createdBy: userId,
      title: input.title,
      description: input.description ?? null,
      amountCents: amountToCents(input.amount) ?? 0,
      category: input.category ?? null,
      expenseDate: input.expenseDate ?? now.slice(0, 10),
      childId: input.childId ?? null,
      paidBy,
      splitType: split.splitType,
      splitPercent: split.splitPercent,
      receiptFileId: null,
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      disputeReason: null,
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
    await trx.insertInto('expenses').values(row).execute();
    await auditExpense(trx, {
      familyId,
      actorId: userId,
      expenseId: id,
      action: 'created',
      summary: `Added the expense ${expenseLabel(row)}`,
      after: await expenseAuditFields(trx, row),
      at: now,
    });
    await trx
      .insertInto('expenseEvents')
      .values({ id: randomUUID(), expenseId: id, action: 'created', by: userId, at: now, reason: null })
      .execute();
  });
  return notFoundUnless(await getExpense({ db, familyId, id }));
}
