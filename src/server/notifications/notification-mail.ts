import type { JobQueue } from '../jobs/job-types.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import { composeNotificationMail, type NotificationMailContext } from './compose-notification-mail.js';
import { mayEmailNow } from './may-send-now.js';
import type { NotificationDelivery } from './notification-delivery.js';

/**
 * Emails each notification of an emailed kind the parent has on, after the request that made it is answered;
 * in their quiet hours it waits for their end, and with bundling a conversation's later messages wait for its digest.
 */
export function createNotificationMail(
  context: NotificationMailContext & { outgoingMail: OutgoingMail; jobs: JobQueue },
): NotificationDelivery {
  const { outgoingMail, jobs, ...compose } = context;
  return {
    deliver(notification, recipient, message, now = new Date()) {
      outgoingMail.sendLater(async () => {
        const held = { notification, recipient, ...(message ? { message } : {}) };
        if (!(await mayEmailNow({ db: compose.db, jobs }, held, now))) return undefined;
        return composeNotificationMail(compose, notification, recipient, message);
      });
    },
  };
}
