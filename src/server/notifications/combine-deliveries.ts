import type { NotificationDelivery } from './notification-delivery.js';

/** One delivery that hands each notification to every channel (email, Web Push). */
export function combineDeliveries(...deliveries: NotificationDelivery[]): NotificationDelivery {
  return {
    deliver(notification, recipient, message, now) {
      for (const delivery of deliveries) delivery.deliver(notification, recipient, message, now);
    },
  };
}
