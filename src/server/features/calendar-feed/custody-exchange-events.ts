import type { Db } from '../../db/database.js';
import { loadCustodyCalendar } from '../../custody-calendar/load-custody-calendar.js';
import type { IcsEvent } from './ics/vevent.js';

/** Exchanges are listed from 3 months back to 12 months ahead. */
export const CUSTODY_FEED_MONTHS = { before: 3, after: 12 } as const;
const EXCHANGE_MINUTES = 30;

function addMonths(date: Date, months: number): string {
  const moved = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
  return moved.toISOString().slice(0, 10);
}

/** The family's custody exchanges as events ('Custody exchange: Alex → Sam'); none without a schedule. */
export async function custodyExchangeEvents(opts: { db: Db; familyId: string; now: Date }): Promise<IcsEvent[]> {
  const calendar = await loadCustodyCalendar({
    db: opts.db,
    familyId: opts.familyId,
    from: addMonths(opts.now, -CUSTODY_FEED_MONTHS.before),
    to: addMonths(opts.now, CUSTODY_FEED_MONTHS.after),
  });
  if (!calendar) return [];
  return calendar.exchanges.map((exchange) => {
    const start = Date.parse(exchange.at);
    return {
      uid: `custody-exchange-${exchange.date}-${opts.familyId}@amity`,
      title: `Custody exchange: ${exchange.fromName} → ${exchange.toName}`,
      description: null,
      location: null,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + EXCHANGE_MINUTES * 60_000).toISOString(),
      allDay: false,
      timeZone: 'UTC',
      recurrence: null,
      categories: ['custody'],
      createdAt: null,
    };
  });
}
