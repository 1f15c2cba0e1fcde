import { queryOptions } from '@tanstack/react-query';
import type { ReminderSettings } from '@common/schemas/reminders';

/** GET /api/reminders/settings: how long before an event assigned to them the parent is reminded. */
export const reminderSettingsQuery = () => queryOptions<ReminderSettings>({ queryKey: ['/api/reminders/settings'] });
