import { z } from 'zod';
import { isCalendarDate } from '../custody/calendar-dates.js';
import { dateOutOfBoundsMessage, isWithinDateBounds } from '../date-bounds.js';
import {
  CUSTODY_PATTERNS,
  CUSTODY_SIDES,
  CUSTOM_SEQUENCE_MAX_DAYS,
  CUSTOM_SEQUENCE_MIN_DAYS,
  EXCHANGE_PLACE_MAX,
} from '../custody/patterns.js';
import { isValidTimeZone } from '../custody/zoned-time.js';

export const MAX_CALENDAR_RANGE_DAYS = 400;
export const MAX_SWAP_DATES = 31;
export const MAX_SWAP_TEXT = 500;

export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isWithinDateBounds, dateOutOfBoundsMessage(label));

const clockTime = z
  .string({ error: 'Exchange time must be a time (HH:MM)' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Exchange time must be a time (HH:MM)');

export const putCustodyScheduleRequestSchema = z
  .strictObject({
    pattern: z.enum(CUSTODY_PATTERNS, { error: `Pattern must be one of ${CUSTODY_PATTERNS.join(', ')}` }),
    customSequence: z
      .array(z.enum(CUSTODY_SIDES, { error: "Each day of the custom sequence must be 'first' or 'second'" }), {
        error: 'Custom sequence must be a list of days',
      })
      .min(CUSTOM_SEQUENCE_MIN_DAYS, `A custom sequence needs ${CUSTOM_SEQUENCE_MIN_DAYS} to ${CUSTOM_SEQUENCE_MAX_DAYS} days`)
      .max(CUSTOM_SEQUENCE_MAX_DAYS, `A custom sequence needs ${CUSTOM_SEQUENCE_MIN_DAYS} to ${CUSTOM_SEQUENCE_MAX_DAYS} days`)
      .nullish(),
    startDate: calendarDate('Start date'),
    exchangeTime: clockTime,
    exchangePlace: z
      .string({ error: 'Handover place must be text' })
      .trim()
      .max(EXCHANGE_PLACE_MAX, `Handover place must be at most ${EXCHANGE_PLACE_MAX} characters`)
      .nullish()
      .transform((place) => place || null),
    firstParentId: z
      .string({ error: 'Choose the parent who starts' })
      .min(1, 'Choose the parent who starts')
      .max(64, 'Choose the parent who starts'),
    timeZone: z
      .string({ error: 'Time zone is required' })
      .max(64, 'Time zone is not known')
      .refine(isValidTimeZone, 'Time zone is not known'),
  })
  .superRefine((s, ctx) => {
    if (s.pattern === 'custom' && !s.customSequence) {
      ctx.addIssue({ code: 'custom', path: ['customSequence'], message: 'A custom pattern needs its sequence of days' });
    }
    if (s.pattern !== 'custom' && s.customSequence) {
      ctx.addIssue({ code: 'custom', path: ['customSequence'], message: 'Only a custom pattern takes a sequence of days' });
    }
  });
export type PutCustodyScheduleRequest = z.infer<typeof putCustodyScheduleRequestSchema>;

export const custodyScheduleSchema = z.object({
  pattern: z.enum(CUSTODY_PATTERNS),
  customSequence: z.array(z.enum(CUSTODY_SIDES)).optional(),
  startDate: z.string(),
  exchangeTime: z.string(),
  /** Where handovers take place, when the parents named it. */
  exchangePlace: z.string().nullable(),
  firstParentId: z.string(),
  timeZone: z.string(),
  /** When this version took effect (accepted, or set by a parent alone) and who proposed or set it. */
  updatedAt: z.string(),
  updatedBy: z.string(),
  /** The first date this version of the schedule decides; earlier dates keep the version in effect then. */
  effectiveFrom: z.string(),
});
export type CustodySchedule = z.infer<typeof custodyScheduleSchema>;

export const SCHEDULE_CHANGE_KINDS = ['set', 'end'] as const;
/** 'applied': set directly by a parent alone in the family; 'superseded': replaced before it took effect. */
export const SCHEDULE_CHANGE_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'applied', 'superseded'] as const;

/** One proposed or applied change of the custody schedule, as the calendar's history and the court report show it. */
export const scheduleChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(SCHEDULE_CHANGE_KINDS),
  status: z.enum(SCHEDULE_CHANGE_STATUSES),
  /** One sentence describing the schedule, e.g. '2-2-3 starting Mon 4 Mar 2030, exchanges at 17:00 America/New_York, Alex Rivera starts'. */
  summary: z.string(),
  proposedBy: z.string(),
  proposedByName: z.string(),
  proposedAt: z.string(),
  /** The date asked for (a start date after the day it was proposed), or null for 'as soon as accepted'. */
  requestedFrom: z.string().nullable(),
  /** The date it took effect, or null while pending or when it never did. */
  effectiveFrom: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answer: z.string().nullable(),
});
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;

export const custodyCalendarQuerySchema = z
  .strictObject({ from: calendarDate('from'), to: calendarDate('to') })
  .refine((q) => q.to >= q.from, { message: "'to' must not be before 'from'", path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 <= MAX_CALENDAR_RANGE_DAYS, {
    message: `The range must be at most ${MAX_CALENDAR_RANGE_DAYS} days`,
    path: ['to'],
  });

export const custodyDaySchema = z.object({ date: z.string(), parentId: z.string(), parentName: z.string(), swapped: z.boolean() });
export const custodyExchangeSchema = z.object({
  date: z.string(),
  at: z.string(),
  fromParentId: z.string(),
  toParentId: z.string(),
  fromName: z.string(),
  toName: z.string(),
  /** Where, when the schedule in effect names a place. */
  place: z.string().optional(),
});
export const custodyCalendarSchema = z.object({ days: z.array(custodyDaySchema), exchanges: z.array(custodyExchangeSchema) });
export type CustodyCalendar = z.infer<typeof custodyCalendarSchema>;

export const timeShareQuerySchema = z.strictObject({
  month: z
    .string({ error: 'Month must be YYYY-MM' })
    .refine((m) => /^\d{4}-\d{2}$/.test(m) && isCalendarDate(`${m}-01`), 'Month must be YYYY-MM'),
});
const parentNightsSchema = z.object({ parentId: z.string(), parentName: z.string(), nights: z.number(), percent: z.number() });
const timeSharePeriodSchema = z.object({ label: z.string(), nights: z.array(parentNightsSchema) });
export const timeShareSchema = z.object({ month: timeSharePeriodSchema, year: timeSharePeriodSchema });
export type TimeShare = z.infer<typeof timeShareSchema>;

const distinct = (dates: string[]) => new Set(dates).size === dates.length;
const swapDates = (label: string, min: number) =>
  z
    .array(calendarDate(label), { error: `${label} must be a list of dates` })
    .min(min, `Choose at least one date to swap`)
    .max(MAX_SWAP_DATES, `Choose at most ${MAX_SWAP_DATES} dates`)
    .refine(distinct, `${label} must not repeat a date`);

export const createSwapRequestSchema = z
  .strictObject({
    dates: swapDates('Dates', 1),
    makeUpDates: swapDates('Make-up dates', 0).optional(),
    reason: z
      .string({ error: 'Reason is required' })
      .trim()
      .min(1, 'Reason is required')
      .max(MAX_SWAP_TEXT, `Reason must be at most ${MAX_SWAP_TEXT} characters`),
  })
  .refine((r) => !(r.makeUpDates ?? []).some((d) => r.dates.includes(d)), {
    message: 'A make-up date cannot also be a date you give up',
    path: ['makeUpDates'],
  });
export type CreateSwapRequest = z.infer<typeof createSwapRequestSchema>;

/** Accepting or declining a swap request or a custody schedule proposal: an optional answer. */
export const answerProposalSchema = z.strictObject({
  answer: z
    .string({ error: 'Answer must be text' })
    .trim()
    .max(MAX_SWAP_TEXT, `Answer must be at most ${MAX_SWAP_TEXT} characters`)
    .optional(),
});

/** 'expired': it can no longer be accepted (its dates passed, or the custody days changed under it); the app decides, not a parent. */
export const SWAP_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export const SWAP_ACTIONS = ['requested', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type SwapAction = (typeof SWAP_ACTIONS)[number];

/** Why a pending request expired, as its history, the audit log, the notification and the refusal to accept say it. */
export const SWAP_EXPIRY_REASONS = {
  passed: 'a date it asks for has passed',
  changed: 'the custody days it asks for have changed since it was made',
} as const;
export type SwapExpiryReason = keyof typeof SWAP_EXPIRY_REASONS;

export const swapRequestSchema = z.object({
  id: z.string(),
  requestedBy: z.string(),
  requestedByName: z.string(),
  dates: z.array(z.string()),
  makeUpDates: z.array(z.string()),
  reason: z.string(),
  status: z.enum(SWAP_STATUSES),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(
    z.object({
      action: z.enum(SWAP_ACTIONS),
      /** Null for a step the app took (expired); byName is then 'Amity'. */
      by: z.string().nullable(),
      byName: z.string(),
      at: z.string(),
      note: z.string().nullable(),
    }),
  ),
});
export type SwapRequest = z.infer<typeof swapRequestSchema>;
