import type { JobQueue } from '../jobs/job-types.js';
import { loadEmailSwitches } from '../mail/email-preferences.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import { composeMessageDigest } from './compose-message-digest.js';
import type { NotificationMailContext } from './compose-notification-mail.js';
import { loadDeliverySettings, quietUntil } from './delivery-settings.js';
import { registerHeldDeliveryJob } from './held-delivery.js';
import { MESSAGE_DIGEST_JOB, type MessageDigestPayload } from './message-digest.js';
import type { NotificationDelivery } from './notification-delivery.js';

/**
 * The jobs of delivery outside the app: what quiet hours held, delivered at their end, and the digests of
 * bundled messages, sent at the end of their hour (or of the quiet hours they end in) if message emails are still on.
 */
export function registerDeliveryJobs(
  services: { jobs: JobQueue; delivery: NotificationDelivery; outgoingMail: OutgoingMail },
  mail: NotificationMailContext,
): void {
  const { jobs, outgoingMail } = services;
  registerHeldDeliveryJob(jobs, services.delivery);
  jobs.handle<MessageDigestPayload>(MESSAGE_DIGEST_JOB, async (job, now) => {
    const digest = job.payload;
    if (!(await loadEmailSwitches(mail.db, digest.userId)).message) return;
    const until = quietUntil(await loadDeliverySettings(mail.db, digest.userId), now);
    if (until) {
      await jobs.enqueue({ kind: MESSAGE_DIGEST_JOB, payload: digest, runAt: until, key: `${job.key}:${until.toISOString()}` });
      return;
    }
    outgoingMail.sendLater(() => composeMessageDigest(mail, digest));
  });
}
