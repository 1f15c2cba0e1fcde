import type { Notification } from '../../common/schemas/notifications.js';
import type { JobQueue } from '../jobs/job-types.js';
import type { MessageDetail, NotificationDelivery, Recipient } from './notification-delivery.js';

export const HELD_DELIVERY_JOB = 'held-delivery';

export interface HeldDelivery {
  notification: Notification;
  recipient: Recipient;
  message?: MessageDetail;
}

/**
 * Queues a notification's delivery for the end of its parent's quiet hours. Each channel that would send it
 * asks; the key (notification and end) makes one job of their asks.
 */
export async function holdDelivery(jobs: JobQueue, held: HeldDelivery, until: Date): Promise<void> {
  const key = `${HELD_DELIVERY_JOB}:${held.notification.id}:${until.toISOString()}`;
  await jobs.enqueue({ kind: HELD_DELIVERY_JOB, payload: held, runAt: until, key });
}

/** At the end of quiet hours, delivers again: every channel checks the parent's choices as they are then. */
export function registerHeldDeliveryJob(jobs: JobQueue, delivery: NotificationDelivery): void {
  jobs.handle<HeldDelivery>(HELD_DELIVERY_JOB, async (job, now) => {
    const { notification, recipient, message } = job.payload;
    delivery.deliver(notification, recipient, message, now);
  });
}
