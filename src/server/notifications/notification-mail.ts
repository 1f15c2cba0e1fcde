import type { OutgoingMail } from '../mail/outgoing-mail.js';
import { composeNotificationMail, type NotificationMailContext } from './compose-notification-mail.js';
import type { NotificationDelivery } from './notification-delivery.js';

/** Emails each notification of an emailed kind to its parent, after the request that made it is answered. */
export function createNotificationMail(context: NotificationMailContext & { outgoingMail: OutgoingMail }): NotificationDelivery {
  const { outgoingMail, ...compose } = context;
  return {
    deliver(notification, recipient, message) {
      outgoingMail.sendLater(() => composeNotificationMail(compose, notification, recipient, message));
    },
  };
}
