import type { Kysely } from 'kysely';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import type { ExpenseSettings, PutExpenseSettingsRequest, SplitInput } from '../../../common/schemas/expenses.js';
import { changedFields, recordAudit } from '../../audit/record-audit.js';
import { type Db, nowIso } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';

const EQUAL: ExpenseSettings = { splitType: 'equal', splitPercent: 50, splitUserId: null, updatedBy: null, updatedAt: null };

/** The family's default split; equal until a parent sets one. */
export async function getExpenseSettings(kysely: Kysely<Database>, familyId: string): Promise<ExpenseSettings> {
  const row = await kysely.selectFrom('expenseSettings').selectAll().where('familyId', '=', familyId).executeTakeFirst();
  if (!row) return EQUAL;
  return {
    splitType: row.splitType,
    splitPercent: row.splitPercent,
    splitUserId: row.splitUserId,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
  };
}

/** The default split in words, for the audit log: "Equal", "Alex Rivera bears 70%". */
function describeSettings(settings: ExpenseSettings, nameOf: (id: string) => string): Record<string, unknown> {
  if (settings.splitType === 'equal' || !settings.splitUserId) return { split: 'Equal' };
  return { split: `${nameOf(settings.splitUserId)} bears ${settings.splitPercent}%` };
}

/** Sets the family's default split, with an audit entry (entity 'expense_settings') in the same transaction. */
export async function putExpenseSettings(opts: {
  db: Db;
  familyId: string;
  userId: string;
  input: PutExpenseSettingsRequest;
}): Promise<ExpenseSettings> {
  const { db, familyId, userId, input } = opts;
  const equal = input.splitType === 'equal';
  const splitUserId = equal ? null : (input.splitUserId ?? null);
  const parents = await loadFamilyParents(db.kysely, familyId);
  if (splitUserId && !parents.some((p) => p.id === splitUserId)) {
    throw new AppError('bad_request', EXPENSE_MESSAGES.splitUser, { splitUserId: EXPENSE_MESSAGES.splitUser });
  }
  const values = {
    splitType: input.splitType,
    splitPercent: equal ? 50 : (input.splitPercent ?? 50),
    splitUserId,
    updatedBy: userId,
    updatedAt: nowIso(),
  };
  const nameOf = (id: string) => parents.find((p) => p.id === id)?.name ?? 'Former member';
  return db.kysely.transaction().execute(async (trx) => {
    const before = await getExpenseSettings(trx, familyId);
    await trx
      .insertInto('expenseSettings')
      .values({ familyId, ...values })
      .onConflict((oc) => oc.column('familyId').doUpdateSet(values))
      .execute();
    const after = await getExpenseSettings(trx, familyId);
    const diff = changedFields(describeSettings(before, nameOf), describeSettings(after, nameOf));
    await recordAudit(trx, {
      familyId,
      actorId: userId,
      entity: 'expense_settings',
      entityId: familyId,
      action: 'updated',
      summary: `Set the family's default expense split: ${String(describeSettings(after, nameOf).split)}`,
      before: diff.before,
      after: diff.after,
      at: values.updatedAt,
    });
    return after;
  });
}

/** The split of a new expense paid by `paidBy` when the author gave none: the family's default, seen from the payer. */
export function splitFromSettings(settings: ExpenseSettings, paidBy: string): Required<SplitInput> {
  if (settings.splitType === 'equal' || !settings.splitUserId) return { splitType: 'equal', splitPercent: 50 };
  const payerPercent = settings.splitUserId === paidBy ? settings.splitPercent : 100 - settings.splitPercent;
  return { splitType: settings.splitType, splitPercent: payerPercent };
}
