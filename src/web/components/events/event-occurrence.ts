import type { CalendarEvent, Recurrence, Weekday } from '@common/schemas/events';

/** Types only, so the shared zod schemas stay out of the screens' chunks. */
export type CalendarOccurrence = CalendarEvent;
export type RecurrenceRule = Recurrence;
export type RecurrenceFrequency = Recurrence['frequency'];
export type WeekdayCode = Weekday;

/** Sunday first, as Date.getDay() counts. */
export const WEEKDAY_CODES: readonly WeekdayCode[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The id to PATCH, DELETE or download: the stored series. */
export const seriesIdOf = (event: CalendarOccurrence): string => event.seriesId;
