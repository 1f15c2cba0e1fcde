import { addDays } from '../../common/custody/calendar-dates.js';
import type { Format } from '../../common/format/format.js';
import { loadCustodyCalendar } from '../custody-calendar/load-custody-calendar.js';
import type { Db } from '../db/database.js';
import type { PlannedReminder, Window } from './planned-reminder.js';
import { REMINDER_COPY as TEXT } from './reminder-copy.js';

/** Handovers are announced this long before. */
export const EXCHANGE_LEAD_MS = 24 * 3_600_000;

/**
 * A reminder to both parents for each handover at an instant in `window`, under the custody schedule in
 * effect with accepted swaps (what the calendar and the dashboard show).
 */
export async function planExchangeReminders(opts: {
  db: Db;
  familyId: string;
  window: Window;
  format: Format;
}): Promise<PlannedReminder[]> {
  const { db, familyId, window, format } = opts;
  const custody = await loadCustodyCalendar({
    db,
    familyId,
    from: addDays(window.from.toISOString().slice(0, 10), -1),
    to: addDays(window.to.toISOString().slice(0, 10), 1),
  });
  const due = (custody?.exchanges ?? []).filter((x) => {
    const at = Date.parse(x.at);
    return at >= window.from.getTime() && at < window.to.getTime();
  });
  return due.flatMap((x) =>
    [...new Set([x.fromParentId, x.toParentId])].map((userId): PlannedReminder => ({
      key: `exchange:${familyId}:${x.at}:${userId}:${x.fromParentId}:${x.toParentId}`,
      runAt: new Date(Date.parse(x.at) - EXCHANGE_LEAD_MS),
      payload: { type: 'exchange', familyId, userId, at: x.at },
      text: { title: TEXT.exchange.title, body: TEXT.exchange.body(format, x) },
    })),
  );
}
