/** The shapes the messaging API and the realtime socket send (the contract of issue 4). */
export type { Attachment, Message, MessagePage } from '@common/schemas/messages';
export type { Notification as AppNotification, NotificationList } from '@common/schemas/notifications';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** The query of one conversation's loaded messages; it starts with the conversations key, so invalidating that refreshes it too. */
export const messagesKey = (conversationId: string) => ['/api/conversations', conversationId, 'messages'] as const;
