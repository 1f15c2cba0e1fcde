import { randomUUID } from 'node:crypto';
import { amountToCents, payerPercentFor } from '../../../common/expenses/expense-rules.js';
import type { CreateExpenseInput, Expense } from '../../../common/schemas/expenses.js';
import { type Db, nowIso } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { checkFamilyLinks } from './check-family-links.js';
import { getExpenseSettings, splitFromSettings } from './expense-settings.js';
import { getExpense } from './list-expenses.js';

/** Adds a pending expense: paid by the author unless told otherwise, split as given or by the family's default. */
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
    await trx
      .insertInto('expenses')
      .values({
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
      })
      .execute();
    await trx
      .insertInto('expenseEvents')
      .values({ id: randomUUID(), expenseId: id, action: 'created', by: userId, at: now, reason: null })
      .execute();
  });
  return notFoundUnless(await getExpense({ db, familyId, id }));
}
