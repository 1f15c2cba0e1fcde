import { z } from 'zod';

export const NOTIFICATION_KINDS = ['message', 'swap', 'expense', 'event', 'child', 'schedule', 'reminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One in-app notification, as the bell lists it. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An in-app path such as '/messages' or '/calendar'. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first, at most 50. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read: the given ids, or all of the user's when omitted. */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(z.string().min(1, 'Each id must be a non-empty string').max(100, 'An id is at most 100 characters'))
      .max(200, 'Mark at most 200 notifications at a time')
      .optional(),
  })
  .strict();

export const markNotificationsReadResultSchema = z.object({ unreadCount: z.number().int() });
export type MarkNotificationsReadResult = z.infer<typeof markNotificationsReadResultSchema>;
