import type { Notification } from '../../common/schemas/notifications.js';

/** What a new-message notification knows beyond its title, for channels that must not show the text by default. */
export interface MessageDetail {
  messageId: string;
  conversationId: string;
  /** When the message was stored (ISO): a digest counts the messages after the one it follows. */
  sentAt: string;
  senderName: string;
  conversationSubject: string;
  text: string;
}

export interface Recipient {
  userId: string;
  familyId: string;
}

/**
 * The ways a stored notification also reaches its parent outside the open app (email, Web Push), each as
 * the parent chose for its kind, held until their quiet hours end. Called after the notification is stored;
 * it never throws and never makes the caller wait for delivery. `now` is when it is delivered (a held
 * delivery's job passes its own time).
 */
export interface NotificationDelivery {
  deliver(notification: Notification, recipient: Recipient, message?: MessageDetail, now?: Date): void;
}
