import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '../../common/expenses/payment-rules.js';
import type { Db } from '../db/database.js';
import type { StoredPayment } from '../features/expenses/lock-payment.js';
import { auditPayment, paymentAuditFields, paymentLabel } from '../features/expenses/payment-audit.js';

interface DemoPayment {
  daysAgo: number;
  /** Index of the parent who paid; the other one was paid. */
  by: 0 | 1;
  cents: number;
  method: PaymentMethod;
  note: string;
  confirmed: boolean;
}

/** The second parent settling part of what the expenses say they owe: one payment confirmed, one waiting. */
const DEMO_PAYMENTS: readonly DemoPayment[] = [
  { daysAgo: 60, by: 1, cents: 12000, method: 'bank_transfer', note: 'My share of the tuition installment, first part', confirmed: true },
  { daysAgo: 3, by: 1, cents: 5000, method: 'cash', note: 'For the school supplies and shoes, handed over at pickup', confirmed: false },
];

/** Seeds the demo family's payments with their audit entries, as the payment routes write them. */
export async function seedDemoPayments(opts: { db: Db; familyId: string; parents: readonly [string, string]; now: Date }): Promise<void> {
  const { db, familyId, parents, now } = opts;
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * 86_400_000 + hours * 3_600_000).toISOString();
  for (const p of DEMO_PAYMENTS) {
    const paidBy = parents[p.by];
    const paidTo = parents[p.by === 0 ? 1 : 0];
    const recorded = at(p.daysAgo);
    const confirmed = p.confirmed ? at(p.daysAgo, 20) : null;
    const row: StoredPayment = {
      id: randomUUID(),
      familyId,
      paidBy,
      paidTo,
      amountCents: p.cents,
      paymentDate: recorded.slice(0, 10),
      method: p.method,
      note: p.note,
      proofFileId: null,
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      declineReason: null,
      createdAt: recorded,
      updatedAt: recorded,
      version: 1,
    };
    await db.kysely.transaction().execute(async (trx) => {
      const label = await paymentLabel(trx, row);
      await trx
        .insertInto('expensePayments')
        .values(
          confirmed ? { ...row, status: 'confirmed', decidedBy: paidTo, decidedAt: confirmed, updatedAt: confirmed, version: 2 } : row,
        )
        .execute();
      const audit = { familyId, paymentId: row.id };
      const after = await paymentAuditFields(trx, row);
      await auditPayment(trx, {
        ...audit,
        actorId: paidBy,
        action: 'recorded',
        summary: `Recorded ${label}, to be confirmed`,
        after,
        at: recorded,
      });
      if (!confirmed) return;
      await auditPayment(trx, {
        ...audit,
        actorId: paidTo,
        action: 'confirmed',
        summary: `Confirmed ${label}`,
        before: { status: 'pending' },
        after: { status: 'confirmed' },
        at: confirmed,
      });
    });
  }
}
