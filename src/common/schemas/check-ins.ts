import { z } from 'zod';
import { CHECK_IN_LIMITS, CHECK_IN_STATUSES } from '../check-in-rules.js';
import { custodyExchangeSchema } from './custody.js';

export { CHECK_IN_LIMITS, CHECK_IN_STATUS_LABELS, checkInWindow, type CheckInStatus } from '../check-in-rules.js';

export const CHECK_IN_MESSAGES = {
  exchangeAt: 'Handover time must be an ISO-8601 instant',
  status: 'Status must be on_time, late or missed',
  minutesLateRequired: 'Say how many minutes late (1 to 720)',
  minutesLate: `Minutes late must be a whole number from 1 to ${CHECK_IN_LIMITS.minutesLateMax}`,
  minutesLateOnlyWhenLate: 'Minutes late is only for a late handover',
  noteTooLong: `Note must be at most ${CHECK_IN_LIMITS.noteMax} characters`,
  noSuchExchange: 'There is no handover at that time in the custody schedule',
  notYetOpen: `A check-in opens ${CHECK_IN_LIMITS.opensMinutesBefore} minutes before the handover`,
  closed: `Check-ins close ${CHECK_IN_LIMITS.closesDaysAfter} days after the handover`,
  notAParty: 'Only the parents of this handover can check in',
} as const;

const instant = z
  .string({ error: CHECK_IN_MESSAGES.exchangeAt })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && Number.isFinite(Date.parse(v)), CHECK_IN_MESSAGES.exchangeAt)
  // One spelling of an instant, the custody code's (toISOString), so equal instants compare equal on SQLite.
  .transform((v) => new Date(v).toISOString());

/** Body of PUT /api/check-ins: the parent's check-in for one handover (a second PUT corrects it). */
export const putCheckInRequestSchema = z
  .strictObject({
    exchangeAt: instant,
    status: z.enum(CHECK_IN_STATUSES, { error: CHECK_IN_MESSAGES.status }),
    minutesLate: z
      .number({ error: CHECK_IN_MESSAGES.minutesLate })
      .int(CHECK_IN_MESSAGES.minutesLate)
      .min(1, CHECK_IN_MESSAGES.minutesLate)
      .max(CHECK_IN_LIMITS.minutesLateMax, CHECK_IN_MESSAGES.minutesLate)
      .nullish(),
    note: z
      .string({ error: CHECK_IN_MESSAGES.noteTooLong })
      .trim()
      .max(CHECK_IN_LIMITS.noteMax, CHECK_IN_MESSAGES.noteTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'late' && !body.minutesLate)
      ctx.addIssue({ code: 'custom', path: ['minutesLate'], message: CHECK_IN_MESSAGES.minutesLateRequired });
    if (body.status !== 'late' && body.minutesLate)
      ctx.addIssue({ code: 'custom', path: ['minutesLate'], message: CHECK_IN_MESSAGES.minutesLateOnlyWhenLate });
  })
  .transform((body) => ({ ...body, minutesLate: body.status === 'late' ? (body.minutesLate ?? null) : null }));
export type PutCheckInRequest = z.input<typeof putCheckInRequestSchema>;
export type PutCheckInInput = z.output<typeof putCheckInRequestSchema>;

/** Query of GET /api/check-ins/exchange. */
export const exchangeQuerySchema = z.strictObject({ at: instant });

export const checkInSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  status: z.enum(CHECK_IN_STATUSES),
  minutesLate: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** One handover with both parents' check-ins and when checking in is allowed. */
export const exchangeCheckInsSchema = z.object({
  exchange: custodyExchangeSchema,
  opensAt: z.string(),
  closesAt: z.string(),
  /** Whether a check-in (or a correction) is accepted now. */
  open: z.boolean(),
  /** Before the window (a handover still to come), in it, or after it. */
  state: z.enum(['upcoming', 'open', 'closed']),
  checkIns: z.array(checkInSchema),
});
export type ExchangeCheckIns = z.infer<typeof exchangeCheckInsSchema>;

/** GET /api/check-ins/current: the latest handover open for check-in, or null. */
export const currentCheckInSchema = z.object({ current: exchangeCheckInsSchema.nullable() });
export type CurrentCheckIn = z.infer<typeof currentCheckInSchema>;
