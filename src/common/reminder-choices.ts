/**
 * How long before an event assigned to them a parent can be reminded, in minutes (null: no reminders).
 * Kept apart from the zod schemas so the client can list them without loading zod.
 */
export const EVENT_REMINDER_CHOICES = [null, 15, 60, 1440] as const;
export type EventReminderMinutes = (typeof EVENT_REMINDER_CHOICES)[number];
