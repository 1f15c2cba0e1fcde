import type { Notification } from '../../common/schemas/notifications.js';

/** What a new-message notification knows beyond its title, for channels that must not show the text by default. */
export interface MessageDetail {
  senderName: string;
  conversationSubject: string;
  text: string;
}

export interface Recipient {
  userId: string;
  familyId: string;
}

/**
 * The ways a stored notification also reaches its parent outside the open app (email; Web Push can join).
 * Called after the notification is stored; it never throws and never makes the caller wait for delivery.
 */
export interface NotificationDelivery {
  deliver(notification: Notification, recipient: Recipient, message?: MessageDetail): void;
}
