import { z } from 'zod';
import { DELIVERY_CHANNELS } from '../delivery-channels.js';
import type { EmailKind } from '../email-kinds.js';
import { isValidTimeZone } from '../time-zones.js';

const channel = (kind: EmailKind) => z.enum(DELIVERY_CHANNELS, { error: `${kind} must be one of ${DELIVERY_CHANNELS.join(', ')}` });
const channels = {
  message: channel('message'),
  swap: channel('swap'),
  schedule: channel('schedule'),
  expense: channel('expense'),
  reminder: channel('reminder'),
} satisfies Record<EmailKind, z.ZodType>;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (field: string) =>
  z.string({ error: `${field} must be a time` }).regex(TIME_OF_DAY, { error: `${field} must be a time from 00:00 to 23:59` });
const timeZone = z
  .string({ error: 'timeZone must be a time zone' })
  .max(100, { error: 'timeZone is too long' })
  .refine(isValidTimeZone, { error: 'timeZone must be a time zone such as Europe/Paris' });

/** Outside the open app, nothing is sent from start to end (the next day when end is earlier), on the clock of timeZone. */
const quietHoursShape = {
  on: z.boolean({ error: 'quietHours.on must be true or false' }),
  start: timeOfDay('start'),
  end: timeOfDay('end'),
  timeZone,
};

/** GET /api/notifications/preferences: how each kind reaches this parent, quiet hours and bundling. */
export const notificationPreferencesSchema = z.object({
  channels: z.object(channels),
  /** New-message emails carry the sender and subject only, unless the parent opts in to the text. */
  messageText: z.boolean(),
  /** At most one email per conversation an hour; the messages after it arrive in one digest at the hour's end. */
  bundleMessages: z.boolean(),
  /** The time zone is null until the parent's browser first sends it. */
  quietHours: z.object({ ...quietHoursShape, timeZone: z.string().nullable() }),
  /** Sunday at 18:00 in the parent's time zone: the week ahead and what waits for their answer (opt-in). */
  weeklySummary: z.boolean(),
  /** False when the server has no SMTP: mail waits in its outbox for the owner and reaches nobody. */
  mailConfigured: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const SETTINGS = ['channels', 'messageText', 'bundleMessages', 'quietHours', 'weeklySummary'];

/** PATCH /api/notifications/preferences: what to change; every part is optional. */
export const updateNotificationPreferencesSchema = z
  .strictObject({
    channels: z.strictObject(channels).partial(),
    messageText: z.boolean({ error: 'messageText must be true or false' }),
    bundleMessages: z.boolean({ error: 'bundleMessages must be true or false' }),
    weeklySummary: z.boolean({ error: 'weeklySummary must be true or false' }),
    quietHours: z
      .strictObject(quietHoursShape)
      .partial()
      .refine((q) => q.start === undefined || q.start !== q.end, {
        error: 'Quiet hours must end at another time than they start',
        path: ['end'],
      }),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, { error: `Give at least one of ${SETTINGS.join(', ')}` });
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
