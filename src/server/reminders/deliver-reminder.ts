import type { Job } from '../jobs/job-types.js';
import { notify } from '../notifications/notify.js';
import type { Services } from '../services.js';
import { planFamilyReminders } from './plan-family-reminders.js';
import type { ReminderPayload } from './planned-reminder.js';

const MINUTE = 60_000;

/**
 * Sends a due reminder, if it still stands: planned again now, the same key must come out (same handover
 * and parents, or same occurrence, assignee and lead time; not archived), and the moment must be ahead.
 * The words are the current ones (a renamed event is reminded by its new name).
 */
export async function deliverReminder(
  services: Pick<Services, 'db' | 'realtime' | 'delivery'>,
  job: Job<ReminderPayload>,
  now: Date,
): Promise<boolean> {
  const { familyId, userId, at, type } = job.payload;
  if (Date.parse(at) <= now.getTime()) return false;
  const window = { from: new Date(Date.parse(at) - MINUTE), to: new Date(Date.parse(at) + MINUTE) };
  const planned = (await planFamilyReminders({ db: services.db, familyId, window, types: [type] })).find((r) => r.key === job.key);
  if (!planned) return false;
  await notify({ ...services, userId, familyId, kind: 'reminder', ...planned.text, link: '/calendar' });
  return true;
}
