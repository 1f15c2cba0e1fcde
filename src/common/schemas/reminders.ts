import { z } from 'zod';
import { EVENT_REMINDER_CHOICES } from '../reminder-choices.js';

const minutes = z.union([z.literal(15), z.literal(60), z.literal(1440), z.null()], {
  error: `eventReminderMinutes must be one of ${EVENT_REMINDER_CHOICES.map(String).join(', ')}`,
});

/** GET /api/reminders/settings: how long before an event assigned to them the parent is reminded (null: never). */
export const reminderSettingsSchema = z.object({ eventReminderMinutes: minutes });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** PATCH /api/reminders/settings. */
export const updateReminderSettingsSchema = z.strictObject({ eventReminderMinutes: minutes });
export type UpdateReminderSettings = z.infer<typeof updateReminderSettingsSchema>;
