import type { Services } from '../services.js';
import { deliverReminder } from './deliver-reminder.js';
import { REMINDER_JOB, SCAN_JOB, type ReminderPayload } from './planned-reminder.js';
import { SCAN_EVERY_MS, scanReminders } from './scan-reminders.js';

/** Reminders run on the job queue: a scan per slot of five minutes, and one job per reminder when it is due. */
export function registerReminderJobs(services: Pick<Services, 'db' | 'realtime' | 'delivery' | 'jobs'>): void {
  const { jobs, db } = services;
  jobs.handle(SCAN_JOB, async (_job, now) => {
    await scanReminders({ db, jobs, now });
  });
  jobs.handle<ReminderPayload>(REMINDER_JOB, async (job, now) => {
    await deliverReminder(services, job, now);
  });
  jobs.every(SCAN_JOB, SCAN_EVERY_MS);
}
