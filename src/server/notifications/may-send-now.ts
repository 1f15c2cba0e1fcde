import { isEmailKind } from '../../common/email-kinds.js';
import type { Db } from '../db/database.js';
import type { JobQueue } from '../jobs/job-types.js';
import { loadEmailSwitches } from '../mail/email-preferences.js';
import { loadDeliverySettings, pushAllowed, quietUntil, type DeliverySettings } from './delivery-settings.js';
import { holdDelivery, type HeldDelivery } from './held-delivery.js';
import { joinMessageDigest } from './message-digest.js';

export interface DeliveryGateContext {
  db: Db;
  jobs: JobQueue;
}

/** False in quiet hours, after queuing the delivery for their end. */
async function outsideQuietHours(context: DeliveryGateContext, held: HeldDelivery, settings: DeliverySettings, now: Date) {
  const until = quietUntil(settings, now);
  if (until) await holdDelivery(context.jobs, held, until);
  return !until;
}

/**
 * Whether the notification is emailed now: its kind is emailed and on for the parent, it is not their quiet
 * hours (then it waits for their end), and with bundling on it is not a message a digest will carry.
 */
export async function mayEmailNow(context: DeliveryGateContext, held: HeldDelivery, now: Date): Promise<boolean> {
  const { notification, recipient, message } = held;
  if (!isEmailKind(notification.kind)) return false;
  if (!(await loadEmailSwitches(context.db, recipient.userId))[notification.kind]) return false;
  const settings = await loadDeliverySettings(context.db, recipient.userId);
  if (!(await outsideQuietHours(context, held, settings, now))) return false;
  if (notification.kind !== 'message' || !settings.bundleMessages || !message) return true;
  return !(await joinMessageDigest(context.jobs, context.db, { recipient, message, link: notification.link, now }));
}

/** Whether the notification is pushed now: push is on for its kind, and it is not the parent's quiet hours. */
export async function mayPushNow(context: DeliveryGateContext, held: HeldDelivery, now: Date): Promise<boolean> {
  const settings = await loadDeliverySettings(context.db, held.recipient.userId);
  if (!pushAllowed(settings, held.notification.kind)) return false;
  return outsideQuietHours(context, held, settings, now);
}
