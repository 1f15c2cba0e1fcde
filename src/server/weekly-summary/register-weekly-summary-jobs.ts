import { createFormat } from '../../common/format/format.js';
import type { Job, JobQueue } from '../jobs/job-types.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import type { NotificationMailContext } from '../notifications/compose-notification-mail.js';
import { loadDeliverySettings, quietUntil } from '../notifications/delivery-settings.js';
import { composeWeeklySummary } from './compose-weekly-summary.js';
import { loadWeeklySummary } from './load-weekly-summary.js';
import {
  SCAN_EVERY_MS,
  scanWeeklySummaries,
  summaryTimeZone,
  WEEKLY_SUMMARY_JOB,
  WEEKLY_SUMMARY_SCAN_JOB,
  type WeeklySummaryPayload,
} from './scan-weekly-summaries.js';
import { nextSummarySlot, weekAfterSlot } from './summary-slot.js';

interface SummaryServices {
  jobs: JobQueue;
  outgoingMail: OutgoingMail;
}

/**
 * Sends one queued summary if it still stands: the parent still wants it, is still in the family, and the slot is
 * still their Sunday 18:00 (a parent who moved time zone gets the slot of the new one). In quiet hours it waits.
 */
async function sendWeeklySummary(services: SummaryServices, mail: NotificationMailContext, job: Job<WeeklySummaryPayload>, now: Date) {
  const { db } = mail;
  const { userId, familyId, slot } = job.payload;
  const user = await db.kysely
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.userId', 'users.id')
    .innerJoin('families', 'families.id', 'memberships.familyId')
    .select(['users.id', 'users.email', 'users.firstName', 'users.timeZone', 'users.weeklySummary', 'families.locale'])
    .where('users.id', '=', userId)
    .where('memberships.familyId', '=', familyId)
    .executeTakeFirst();
  if (!user?.weeklySummary) return;
  const timeZone = await summaryTimeZone(db, user, familyId);
  const slotAt = new Date(slot);
  if (nextSummarySlot(timeZone, new Date(slotAt.getTime() - 1)).getTime() !== slotAt.getTime()) return;
  const until = quietUntil(await loadDeliverySettings(db, userId), now);
  if (until) {
    await services.jobs.enqueue({ kind: WEEKLY_SUMMARY_JOB, payload: job.payload, runAt: until, key: `${job.key}:${until.toISOString()}` });
    return;
  }
  const summary = await loadWeeklySummary({ db, familyId, userId, week: weekAfterSlot(slotAt, timeZone), sentAt: now });
  const message = composeWeeklySummary({ context: mail, summary, format: createFormat(user.locale, timeZone), user });
  services.outgoingMail.sendLater(async () => message);
}

/** Each hour one instance queues the summaries due before the next hour; each is sent once, when due. */
export function registerWeeklySummaryJobs(services: SummaryServices, mail: NotificationMailContext): void {
  const { jobs } = services;
  jobs.handle(WEEKLY_SUMMARY_SCAN_JOB, async (_job, now) => {
    await scanWeeklySummaries({ db: mail.db, jobs, now });
  });
  jobs.handle<WeeklySummaryPayload>(WEEKLY_SUMMARY_JOB, (job, now) => sendWeeklySummary(services, mail, job, now));
  jobs.every(WEEKLY_SUMMARY_SCAN_JOB, SCAN_EVERY_MS);
}
