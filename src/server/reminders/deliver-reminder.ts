import type { Job } from '../jobs/job-types.js';
import { loadDeliverySettings } from '../notifications/delivery-settings.js';
import type { NotificationDelivery } from '../notifications/notification-delivery.js';
import { notify } from '../notifications/notify.js';
import type { Services } from '../services.js';
import { planFamilyReminders } from './plan-family-reminders.js';
import { quietPastMoment } from './before-quiet-hours.js';
import type { ReminderPayload } from './planned-reminder.js';

/** A reminder that quiet hours would hold past its moment reaches the bell only: no push or email after the fact. */
const BELL_ONLY: NotificationDelivery = { deliver: () => undefined };

const MINUTE = 60_000;

/**
 * Sends a due reminder, if it still stands: planned again now, the same key must come out (same handover
 * and parents, or same occurrence, assignee and lead time; not archived), and the moment must be ahead.
 * The words are the current ones (a renamed event is reminded by its new name). Planned in quiet hours, it was
 * moved before they begin (before-quiet-hours.ts); quiet hours set since then leave it to the bell.
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
  const late = quietPastMoment(await loadDeliverySettings(services.db, userId), now, at);
  await notify({
    ...services,
    ...(late ? { delivery: BELL_ONLY } : {}),
    userId,
    familyId,
    kind: 'reminder',
    ...planned.text,
    // A handover's check-in is one tap on the dashboard's card (it shows the next handover until check-in opens).
    link: type === 'exchange' ? '/#check-in' : '/calendar',
    now,
  });
  return true;
}
