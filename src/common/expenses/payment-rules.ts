/**
 * The rules for a payment between the parents (one settling what the balance says is owed), free of zod like
 * expense-rules.ts; src/common/schemas/payments.ts builds the request schemas from them.
 */
import { addDays, isCalendarDate } from '../custody/calendar-dates.js';
import { EXPENSE_LIMITS, RECEIPT_MAX_MB } from './expense-rules.js';

export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** pending until the parent paid answers; cancelled by the payer while pending. A payment is never deleted. */
export const PAYMENT_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};

/** A payment is recorded on or before the day it was made, and at most this many days later. */
export const PAYMENT_BACKDATE_DAYS = 90;
export const PAYMENT_LIMITS = { note: 500, reason: EXPENSE_LIMITS.reason, maxAmount: EXPENSE_LIMITS.maxAmount } as const;
export const PROOF_FIELD = 'proof';
export const PROOF_MAX_MB = RECEIPT_MAX_MB;

export const PAYMENT_MESSAGES = {
  date: 'Payment date must be a date (YYYY-MM-DD)',
  future: 'A payment cannot be dated in the future',
  tooOld: `A payment can be recorded up to ${PAYMENT_BACKDATE_DAYS} days after it was made`,
  method: `Method must be one of ${PAYMENT_METHODS.join(', ')}`,
  noteTooLong: `Note must be at most ${PAYMENT_LIMITS.note} characters`,
  reasonTooLong: `Reason must be at most ${PAYMENT_LIMITS.reason} characters`,
  parentsOnly: 'Only parents can record or answer payments.',
  noCoParent: 'Invite your co-parent before recording a payment to them.',
  ownPayment: 'You cannot confirm or decline a payment you recorded.',
  notRecipient: 'Only the parent who was paid can confirm or decline this payment.',
  onlyPayer: 'Only the parent who recorded this payment can change or cancel it.',
  notPending: (status: string) => `This payment has already been ${status}.`,
  stale: 'This payment changed while you were looking at it; reload and try again.',
  proofTooLarge: `The proof must be at most ${PROOF_MAX_MB} MB`,
  proofWrongType: 'The proof must be an image (JPEG, PNG, WebP, GIF) or a PDF',
} as const;

/** The calendar dates it may be somewhere on Earth right now (UTC-12 to UTC+14): the server knows no viewer's zone. */
export function todayAnywhere(now: Date = new Date()): { earliest: string; latest: string } {
  const dateAt = (offsetHours: number) => new Date(now.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 10);
  return { earliest: dateAt(-12), latest: dateAt(14) };
}

/**
 * Why a payment date is refused, or null: it must be a real date, not after today and not more than
 * PAYMENT_BACKDATE_DAYS before it. `today` is a window: the viewer's own date on the client, todayAnywhere() on the server.
 */
export function paymentDateProblem(value: string, today: { earliest: string; latest: string }): string | null {
  if (!isCalendarDate(value) || value < '1900-01-01') return PAYMENT_MESSAGES.date;
  if (value > today.latest) return PAYMENT_MESSAGES.future;
  if (value < addDays(today.earliest, -PAYMENT_BACKDATE_DAYS)) return PAYMENT_MESSAGES.tooOld;
  return null;
}
