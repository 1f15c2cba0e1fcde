import { computeBalance } from '../../../common/expenses/balance.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import type { Db } from '../../db/database.js';
import { spokenMoney } from './spoken-format.js';

/** Who owes whom from approved expenses and confirmed payments (the Expenses screen's balance), said to the asking parent. */
export async function balanceAnswer(opts: {
  db: Db;
  familyId: string;
  userId: string;
}): Promise<{ response: string; actionTaken: string }> {
  const { db, familyId, userId } = opts;
  const parents = await loadFamilyParents(db.kysely, familyId);
  const [first, second] = parents;
  const pending = await db.kysely
    .selectFrom('expenses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('familyId', '=', familyId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const pendingNote = Number(pending.n)
    ? ` ${Number(pending.n)} pending ${Number(pending.n) === 1 ? 'expense is' : 'expenses are'} not counted until approved.`
    : '';
  if (!first || !second) {
    return {
      response: `Balances need two parents: invite your co-parent from the Profile screen.${pendingNote}`,
      actionTaken: 'Checked the expense balance',
    };
  }
  const expenses = await db.kysely
    .selectFrom('expenses')
    .select(['amountCents', 'paidBy', 'splitPercent', 'status'])
    .where('familyId', '=', familyId)
    .where('status', '=', 'approved')
    .execute();
  const payments = await db.kysely
    .selectFrom('expensePayments')
    .select(['amountCents', 'paidBy', 'status'])
    .where('familyId', '=', familyId)
    .where('status', '=', 'confirmed')
    .execute();
  const balance = computeBalance(expenses, [first.id, second.id], payments);
  const name = (id: string | null) => (id === userId ? 'you' : (parents.find((p) => p.id === id)?.name ?? 'your co-parent'));
  const response =
    balance.amountCents === 0 || !balance.owedBy
      ? `You are even: nobody owes anything for approved expenses.${pendingNote}`
      : `${balance.owedBy === userId ? 'You owe' : `${name(balance.owedBy)} owes`} ${balance.owedTo === userId ? 'you' : name(balance.owedTo)} ${spokenMoney(balance.amountCents)}.${pendingNote}`;
  return { response: response.charAt(0).toUpperCase() + response.slice(1), actionTaken: 'Checked the expense balance' };
}
