import { randomUUID } from 'node:crypto';
import { formatCents, type ExpenseCategory, type ExpenseStatus, type SplitType } from '../../common/expenses/expense-rules.js';
import { recordAudit } from '../audit/record-audit.js';
import { saveFile } from '../files/file-store.js';
import type { DemoSeed } from './demo-seed.js';

interface DemoExpense {
  daysAgo: number;
  by: 0 | 1;
  title: string;
  description?: string;
  cents: number;
  category: ExpenseCategory | null;
  child?: 'Emma' | 'Liam';
  split: [SplitType, number];
  status: ExpenseStatus;
  reason?: string;
  receipt?: boolean;
}

/** About four months of shared costs from both parents, in every status, with equal, 60/40 and full splits. */
const DEMO_EXPENSES: readonly DemoExpense[] = [
  {
    daysAgo: 115,
    by: 0,
    title: 'Tuition installment',
    cents: 120000,
    category: 'education',
    split: ['percentage', 60],
    status: 'approved',
  },
  {
    daysAgo: 108,
    by: 1,
    title: 'Pediatrician copay',
    description: 'Ear infection follow-up',
    cents: 3500,
    category: 'medical',
    child: 'Liam',
    split: ['equal', 50],
    status: 'approved',
  },
  { daysAgo: 96, by: 0, title: 'School shoes', cents: 6499, category: 'clothing', child: 'Emma', split: ['equal', 50], status: 'approved' },
  {
    daysAgo: 88,
    by: 1,
    title: 'Soccer registration',
    cents: 18000,
    category: 'activities',
    child: 'Emma',
    split: ['equal', 50],
    status: 'approved',
  },
  {
    daysAgo: 74,
    by: 0,
    title: 'New tablet',
    description: 'For games at my place',
    cents: 32900,
    category: 'other',
    split: ['equal', 50],
    status: 'disputed',
    reason: 'We did not agree on a tablet; happy to talk about it.',
  },
  {
    daysAgo: 66,
    by: 1,
    title: 'CVS prescription',
    description: 'Amoxicillin',
    cents: 1899,
    category: 'medical',
    child: 'Liam',
    split: ['equal', 50],
    status: 'approved',
  },
  {
    daysAgo: 52,
    by: 0,
    title: 'School supplies list',
    cents: 8742,
    category: 'education',
    child: 'Liam',
    split: ['percentage', 60],
    status: 'approved',
  },
  {
    daysAgo: 45,
    by: 1,
    title: 'Piano lessons',
    description: 'Four Thursday lessons',
    cents: 16000,
    category: 'activities',
    child: 'Liam',
    split: ['equal', 50],
    status: 'approved',
  },
  { daysAgo: 37, by: 0, title: 'Birthday party gifts', cents: 4500, category: 'other', split: ['full', 100], status: 'approved' },
  {
    daysAgo: 28,
    by: 1,
    title: 'Orthodontist consultation',
    cents: 25000,
    category: 'medical',
    child: 'Emma',
    split: ['percentage', 40],
    status: 'approved',
  },
  {
    daysAgo: 19,
    by: 0,
    title: 'Summer day camp deposit',
    cents: 30000,
    category: 'activities',
    child: 'Liam',
    split: ['percentage', 60],
    status: 'disputed',
    reason: 'Can we compare with the YMCA camp first?',
  },
  {
    daysAgo: 9,
    by: 1,
    title: 'Rain jacket and shoes',
    cents: 8950,
    category: 'clothing',
    child: 'Liam',
    split: ['equal', 50],
    status: 'pending',
  },
  {
    daysAgo: 4,
    by: 0,
    title: 'Dentist cleaning',
    description: 'Emma’s six-month cleaning at Bright Smiles Dental, after insurance',
    cents: 6000,
    category: 'medical',
    child: 'Emma',
    split: ['percentage', 60],
    status: 'pending',
    receipt: true,
  },
  {
    daysAgo: 2,
    by: 1,
    title: 'Field trip to the science museum',
    cents: 2500,
    category: 'education',
    child: 'Emma',
    split: ['equal', 50],
    status: 'pending',
  },
];

/** A one-page receipt PDF for the demo. */
async function receiptPdf(title: string, cents: number, date: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6', margin: 24, info: { Title: 'Receipt' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text('Bright Smiles Dental').moveDown();
    doc
      .fontSize(10)
      .text(`Date: ${date}`)
      .text(title)
      .moveDown()
      .text(`Patient portion: $${(cents / 100).toFixed(2)}`)
      .text('Paid by card. Thank you!');
    doc.end();
  });
}

/**
 * Seeds the demo family's expenses, their histories and audit entries (as the routes write them), a 60/40
 * default split (the first parent bears 60%) and one receipt.
 */
export async function seedDemoExpenses(
  opts: DemoSeed & {
    /** The parents' full names, as the audit log writes them. */
    names: readonly [string, string];
  },
) {
  const { db, blobs, familyId, parents, now } = opts;
  const children = await db.kysely.selectFrom('children').select(['id', 'name']).where('familyId', '=', familyId).execute();
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * 86_400_000 + hours * 3_600_000).toISOString();
  await db.kysely
    .insertInto('expenseSettings')
    .values({ familyId, splitType: 'percentage', splitPercent: 60, splitUserId: parents[0], updatedBy: parents[0], updatedAt: at(120) })
    .execute();
  await recordAudit(db.kysely, {
    familyId,
    actorId: parents[0],
    entity: 'expense_settings',
    entityId: familyId,
    action: 'updated',
    summary: `Set the family's default expense split: ${opts.names[0]} bears 60%`,
    before: { split: 'Equal' },
    after: { split: `${opts.names[0]} bears 60%` },
    at: at(120),
  });
  for (const e of DEMO_EXPENSES) {
    const id = randomUUID();
    const author = parents[e.by];
    const other = parents[e.by === 0 ? 1 : 0];
    const created = at(e.daysAgo);
    const decided = e.status === 'pending' ? null : at(e.daysAgo, 20);
    await db.kysely
      .insertInto('expenses')
      .values({
        id,
        familyId,
        createdBy: author,
        title: e.title,
        description: e.description ?? null,
        amountCents: e.cents,
        category: e.category,
        expenseDate: created.slice(0, 10),
        childId: children.find((c) => c.name === e.child)?.id ?? null,
        paidBy: author,
        splitType: e.split[0],
        splitPercent: e.split[1],
        receiptFileId: null,
        status: e.status,
        decidedBy: decided ? other : null,
        decidedAt: decided,
        disputeReason: e.reason ?? null,
        createdAt: created,
        updatedAt: decided ?? created,
        version: (decided ? 2 : 1) + (e.receipt && blobs ? 1 : 0),
      })
      .execute();
    const steps: { action: 'created' | 'approved' | 'disputed'; by: string; at: string; reason: string | null }[] = [
      { action: 'created', by: author, at: created, reason: null },
    ];
    if (decided && e.status !== 'pending') steps.push({ action: e.status, by: other, at: decided, reason: e.reason ?? null });
    const label = `'${e.title}' (${formatCents(e.cents)})`;
    for (const step of steps) {
      await db.kysely
        .insertInto('expenseEvents')
        .values({ id: randomUUID(), expenseId: id, ...step })
        .execute();
      const isCreation = step.action === 'created';
      await recordAudit(db.kysely, {
        familyId,
        actorId: step.by,
        entity: 'expense',
        entityId: id,
        action: step.action,
        summary: isCreation
          ? `Added the expense ${label}`
          : step.action === 'approved'
            ? `Approved the expense ${label}`
            : `Disputed the expense ${label}: ${step.reason ?? ''}`,
        before: isCreation ? null : { status: 'pending' },
        after: isCreation
          ? { title: e.title, amount: formatCents(e.cents), status: 'pending' }
          : { status: step.action, amount: formatCents(e.cents), ...(step.reason ? { disputeReason: step.reason } : {}) },
        at: step.at,
      });
    }
    if (e.receipt && blobs) {
      const data = await receiptPdf(e.title, e.cents, created.slice(0, 10));
      const file = {
        familyId,
        uploadedBy: author,
        name: 'dentist-receipt.pdf',
        contentType: 'application/pdf',
        data,
        purpose: 'receipt' as const,
      };
      await saveFile({ db, blobs, file }, async (trx, saved) => {
        await trx.updateTable('expenses').set({ receiptFileId: saved.id }).where('id', '=', id).execute();
        await trx
          .insertInto('expenseEvents')
          .values({ id: randomUUID(), expenseId: id, action: 'receipt_added', by: author, at: at(e.daysAgo, 1), reason: null })
          .execute();
        await recordAudit(trx, {
          familyId,
          actorId: author,
          entity: 'expense',
          entityId: id,
          action: 'receipt_added',
          summary: `Attached a receipt to the expense ${label}`,
          before: { receipt: null },
          after: { receipt: saved.name },
          at: at(e.daysAgo, 1),
        });
      });
    }
  }
}
