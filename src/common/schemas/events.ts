import { z } from 'zod';
import { EVENT_TYPES } from '../constants.js';
import { dateOutOfBoundsMessage, isWithinDateBounds } from '../date-bounds.js';
import { isValidTimeZone } from '../time-zones.js';

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` })
    .refine(isWithinDateBounds, dateOutOfBoundsMessage(label));

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const RECURRENCE_LIMITS = { maxInterval: 30, maxCount: 730 } as const;
/** Repeating events a family can have that are not over yet (SPEC.md has no number; docs/decisions/0027). */
export const MAX_ACTIVE_SERIES_PER_FAMILY = 200;
export const DEFAULT_TIME_ZONE = 'UTC';

export const RECURRENCE_MESSAGES = {
  untilAndCount: 'Choose either an end date or a number of occurrences, not both',
  weekdaysNotWeekly: 'Days of the week can only be chosen for a weekly event',
  noOccurrence: 'The repetition ends before the event first happens',
  tooManySeries: `A family can have at most ${MAX_ACTIVE_SERIES_PER_FAMILY} repeating events that are still going on. End or delete one you no longer need first.`,
} as const;

export const recurrenceSchema = z
  .strictObject({
    frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'Repeat must be daily, weekly or monthly' }),
    interval: z
      .number({ error: 'Repeat every must be a number' })
      .int('Repeat every must be a whole number')
      .min(1, 'Repeat every must be at least 1')
      .max(RECURRENCE_LIMITS.maxInterval, `Repeat every must be at most ${RECURRENCE_LIMITS.maxInterval}`)
      .default(1),
    byWeekday: z
      .array(z.enum(WEEKDAYS, { error: 'Days of the week must be MO, TU, WE, TH, FR, SA or SU' }))
      .min(1, 'Choose at least one day of the week')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Choose each day of the week once')
      .optional(),
    until: z.iso
      .date({ error: 'End date must be a date (YYYY-MM-DD)' })
      .refine(isWithinDateBounds, dateOutOfBoundsMessage('End date'))
      .optional(),
    count: z
      .number({ error: 'Number of occurrences must be a number' })
      .int('Number of occurrences must be a whole number')
      .min(1, 'Number of occurrences must be at least 1')
      .max(RECURRENCE_LIMITS.maxCount, `Number of occurrences must be at most ${RECURRENCE_LIMITS.maxCount}`)
      .optional(),
  })
  .refine((r) => r.until === undefined || r.count === undefined, { message: RECURRENCE_MESSAGES.untilAndCount, path: ['count'] })
  .refine((r) => r.byWeekday === undefined || r.frequency === 'weekly', {
    message: RECURRENCE_MESSAGES.weekdaysNotWeekly,
    path: ['byWeekday'],
  });
export type Recurrence = z.infer<typeof recurrenceSchema>;

export const timeZoneSchema = z
  .string({ error: 'Time zone must be a name such as Europe/Paris' })
  .max(64, 'Time zone must be a name such as Europe/Paris')
  .refine(isValidTimeZone, 'Time zone must be a name such as Europe/Paris');

const eventFields = z.strictObject({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  startTime: instant('Start time'),
  endTime: instant('End time'),
  eventType: z.enum(EVENT_TYPES, { error: `Event type must be one of ${EVENT_TYPES.join(', ')}` }),
  childId: z.string().max(64).nullish(),
  /** 'both' or the user id of a parent of the family. */
  assignedParent: z.string().max(64).nullish(),
  description: z.string().max(5000, 'Description must be at most 5000 characters').nullish(),
  location: z.string().max(300, 'Location must be at most 300 characters').nullish(),
  allDay: z.boolean().optional(),
  /** IANA name; recurring events repeat at the same local time in it. Default 'UTC'. */
  timeZone: timeZoneSchema.optional(),
  recurrence: recurrenceSchema.nullish(),
});

export const END_AFTER_START_MESSAGE = 'End time must be after start time';

export const createEventRequestSchema = eventFields.refine((e) => Date.parse(e.endTime) > Date.parse(e.startTime), {
  message: END_AFTER_START_MESSAGE,
  path: ['endTime'],
});
export type CreateEventInput = z.output<typeof createEventRequestSchema>;

/** Every field optional; the server checks the end against the start of the merged event. */
export const updateEventRequestSchema = eventFields.partial();
export type UpdateEventInput = z.output<typeof updateEventRequestSchema>;

/** The longest range GET /api/events expands at once (a year and a month of overlap, as the custody calendar allows). */
export const MAX_EVENTS_RANGE_DAYS = 400;

export const listEventsQuerySchema = z
  .strictObject({
    from: instant('from').optional(),
    to: instant('to').optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), { message: "'to' must be after 'from'", path: ['to'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= MAX_EVENTS_RANGE_DAYS * 86_400_000, {
    message: `The range can be at most ${MAX_EVENTS_RANGE_DAYS} days`,
    path: ['to'],
  });

export const eventSchema = z.object({
  /** The series id for a single event; `${seriesId}:${occurrence start ISO}` for an occurrence of a recurring one. */
  id: z.string(),
  /** The stored event: PATCH and DELETE take this id. */
  seriesId: z.string(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  eventType: z.enum(EVENT_TYPES),
  childId: z.string().nullable(),
  childName: z.string().nullable(),
  assignedParent: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  allDay: z.boolean(),
  timeZone: z.string(),
  recurrence: recurrenceSchema.nullable(),
  isRecurring: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type CalendarEvent = z.infer<typeof eventSchema>;

/**
 * GET /api/events/upcoming: what the dashboard's Upcoming Events lists, soonest first, at most 5: the
 * family's coming events and the custody schedule's handovers (exchanges), which are not stored events.
 */
export const upcomingItemSchema = z.object({
  /** The event's (occurrence) id, or `handover-<date>`. */
  id: z.string(),
  kind: z.enum(['event', 'handover']),
  title: z.string(),
  startTime: z.string(),
  eventType: z.enum(EVENT_TYPES),
  childId: z.string().nullable(),
  childName: z.string().nullable(),
});
export type UpcomingItem = z.infer<typeof upcomingItemSchema>;

export const createCalendarFeedRequestSchema = z.strictObject({
  /** Only this child's events (plus those for no child); null or absent: the whole family's. */
  childId: z.string({ error: 'Choose one of your children' }).max(64).nullish(),
});

export const calendarFeedSchema = z.object({
  id: z.string(),
  childId: z.string().nullable(),
  childName: z.string().nullable(),
  /** Private subscription address (webcal clients take it as is); anyone holding it can read the calendar. */
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
