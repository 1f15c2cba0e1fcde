import { formatCents } from '../../../common/expenses/expense-rules.js';
import type { Expense } from '../../../common/schemas/expenses.js';
import type { Db } from '../../db/database.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import { notify } from '../../notifications/notify.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { NotificationDelivery } from '../../notifications/notification-delivery.js';

const EXPENSES_LINK = '/expenses';

export type ExpenseChange = 'created' | 'resubmitted' | 'approved' | 'disputed' | 'changed';

const TITLES: Record<Exclude<ExpenseChange, 'changed'>, string> = {
  created: 'New expense to review',
  resubmitted: 'Expense changed after your dispute',
  approved: 'Expense approved',
  disputed: 'Expense disputed',
};

function body(change: Exclude<ExpenseChange, 'changed'>, expense: Expense): string {
  const what = `${expense.title} (${formatCents(expense.amountCents)})`;
  if (change === 'created') return `${expense.createdByName} added ${what}`;
  if (change === 'resubmitted') return `${expense.createdByName} changed ${what}; it waits for your approval again`;
  if (change === 'approved') return `${expense.decidedByName ?? 'Your co-parent'} approved ${what}`;
  return `${expense.decidedByName ?? 'Your co-parent'} disputed ${what}: ${expense.disputeReason ?? ''}`;
}

/**
 * After a committed change: the other parent is notified (of a new or resubmitted expense; the author of a
 * decision), and every open expenses screen of the family refreshes.
 */
export async function announceExpense(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  actorId: string;
  change: ExpenseChange;
  expense: Expense;
}) {
  const { db, realtime, delivery, familyId, actorId, change, expense } = opts;
  if (change !== 'changed') {
    const parents = await loadFamilyParents(db.kysely, familyId);
    for (const parent of parents.filter((p) => p.id !== actorId)) {
      await notify({
        db,
        realtime,
        delivery,
        userId: parent.id,
        familyId,
        kind: 'expense',
        title: TITLES[change],
        body: body(change, expense),
        link: EXPENSES_LINK,
      });
    }
  }
  await realtime.publish({ familyId }, 'expenses.changed', {});
}
