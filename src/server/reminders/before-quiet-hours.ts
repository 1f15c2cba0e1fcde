import { quietHoursStart } from '../../common/quiet-hours.js';
import type { DeliverySettings } from '../notifications/delivery-settings.js';
import { quietUntil } from '../notifications/delivery-settings.js';

const MINUTE_MS = 60_000;

/**
 * When a reminder is due in its parent's quiet hours and they would hold it past the moment it reminds of, the
 * instant just before they begin (a reminder that arrives after the handover is of no use); otherwise its own time.
 */
export function reminderTime(runAt: Date, at: string, settings: DeliverySettings): Date {
  const { on, start, end, timeZone } = settings.quietHours;
  const heldUntil = quietUntil(settings, runAt);
  if (!on || !timeZone || !heldUntil || heldUntil.getTime() <= Date.parse(at)) return runAt;
  const began = quietHoursStart({ start, end, timeZone }, runAt);
  return began ? new Date(began.getTime() - MINUTE_MS) : runAt;
}

/** Whether quiet hours at `now` would hold a reminder past its moment: it then goes to the bell alone. */
export function quietPastMoment(settings: DeliverySettings, now: Date, at: string): boolean {
  const until = quietUntil(settings, now);
  return until !== undefined && until.getTime() > Date.parse(at);
}
