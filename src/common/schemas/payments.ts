import { z } from 'zod';
import { amountProblem } from '../expenses/expense-rules.js';
import {
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  paymentDateProblem,
  todayAnywhere,
} from '../expenses/payment-rules.js';

/** Optional text: blank means none (null). */
const optionalText = (label: string, max: number, tooLong: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

const amount = z.custom<number>().superRefine((value, ctx) => {
  const problem = amountProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Checked against today when the request is parsed (see paymentDateProblem). */
const paymentDate = z.string({ error: PAYMENT_MESSAGES.date }).superRefine((value, ctx) => {
  const problem = paymentDateProblem(value, todayAnywhere());
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const seenVersion = z.number({ error: 'Version must be a whole number of at least 1' }).int().min(1).optional();

/** Body of POST /api/expenses/payments: the author pays the other parent (the proof file follows as an upload). */
export const recordPaymentRequestSchema = z.strictObject({
  amount,
  paymentDate,
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  note: optionalText('Note', PAYMENT_LIMITS.note, PAYMENT_MESSAGES.noteTooLong),
});
export type RecordPaymentRequest = z.input<typeof recordPaymentRequestSchema>;
export type RecordPaymentInput = z.output<typeof recordPaymentRequestSchema>;

/** Body of POST /api/expenses/payments/:id/confirm and /cancel: the version seen (409 when it changed since). */
export const paymentVersionRequestSchema = z.strictObject({ version: seenVersion });

/** Body of POST /api/expenses/payments/:id/decline: an optional reason. */
export const declinePaymentRequestSchema = z.strictObject({
  reason: optionalText('Reason', PAYMENT_LIMITS.reason, PAYMENT_MESSAGES.reasonTooLong),
  version: seenVersion,
});

/** ?version= of POST /api/expenses/payments/:id/proof. */
export const proofQuerySchema = z.strictObject({
  version: z.coerce.number({ error: 'Version must be a whole number of at least 1' }).int().min(1).optional(),
});

export const paymentStepSchema = z.object({
  action: z.enum(['recorded', 'confirmed', 'declined', 'cancelled']),
  by: z.string(),
  byName: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
});

export const paymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  paymentDate: z.string(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  paidBy: z.string(),
  paidByName: z.string(),
  paidTo: z.string(),
  paidToName: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** Seen by the family's two parents only (null for anyone else). */
  proof: z.object({ url: z.string(), name: z.string(), contentType: z.string(), size: z.number() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  /** Recorded, then the answer (confirmed, declined) or the payer's cancellation. */
  history: z.array(paymentStepSchema),
});
export type Payment = z.infer<typeof paymentSchema>;
