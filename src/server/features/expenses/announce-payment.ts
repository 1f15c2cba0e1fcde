import { formatCents } from '../../../common/expenses/expense-rules.js';
import type { Payment } from '../../../common/schemas/payments.js';
import type { Db } from '../../db/database.js';
import { notify } from '../../notifications/notify.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { NotificationDelivery } from '../../notifications/notification-delivery.js';

export type PaymentChange = 'recorded' | 'confirmed' | 'declined' | 'cancelled' | 'changed';

const TITLES: Record<Exclude<PaymentChange, 'changed'>, string> = {
  recorded: 'Payment to confirm',
  confirmed: 'Payment confirmed',
  declined: 'Payment declined',
  cancelled: 'Payment cancelled',
};

function body(change: Exclude<PaymentChange, 'changed'>, p: Payment): string {
  const amount = formatCents(p.amountCents);
  if (change === 'recorded') return `${p.paidByName} recorded a payment of ${amount} to you; confirm it once you have received it`;
  if (change === 'cancelled') return `${p.paidByName} cancelled their payment of ${amount}`;
  if (change === 'confirmed') return `${p.paidToName} confirmed your payment of ${amount}; the balance is updated`;
  return `${p.paidToName} declined your payment of ${amount}${p.declineReason ? `: ${p.declineReason}` : ''}`;
}

/**
 * After a committed change: the other parent of the payment is notified (the parent paid of a new or cancelled
 * payment, the payer of the answer), and every open expenses screen of the family refreshes.
 */
export async function announcePayment(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  change: PaymentChange;
  payment: Payment;
}) {
  const { db, realtime, delivery, familyId, change, payment } = opts;
  if (change !== 'changed') {
    const toPayer = change === 'confirmed' || change === 'declined';
    await notify({
      db,
      realtime,
      delivery,
      userId: toPayer ? payment.paidBy : payment.paidTo,
      familyId,
      kind: 'expense',
      title: TITLES[change],
      body: body(change, payment),
      link: '/expenses',
    });
  }
  await realtime.publish({ familyId }, 'expenses.changed', {});
}
