import type { CustodyExchange } from '../../../common/custody/exchanges.js';
import type { Db } from '../../db/database.js';
import { loadCustodyCalendar } from '../../custody-calendar/load-custody-calendar.js';
import type { IcsEvent } from './ics/vevent.js';

/** Custody is listed from 3 months back to 12 months ahead. */
export const CUSTODY_FEED_MONTHS = { before: 3, after: 12 } as const;
const EXCHANGE_MINUTES = 30;

function addMonths(date: Date, months: number): string {
  const moved = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
  return moved.toISOString().slice(0, 10);
}

const nextDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type CustodyDay = { date: string; parentId: string; parentName: string };

/** Consecutive days with one parent, as all-day events ('Children with Alex'), so a subscribed calendar shows whose days they are. */
function custodyPeriodEvents(days: CustodyDay[], familyId: string): IcsEvent[] {
  const periods: { first: string; last: string; parentId: string; parentName: string }[] = [];
  for (const day of days) {
    const current = periods.at(-1);
    if (current && current.parentId === day.parentId && nextDate(current.last) === day.date) current.last = day.date;
    else periods.push({ first: day.date, last: day.date, parentId: day.parentId, parentName: day.parentName });
  }
  return periods.map((period) => ({
    uid: `custody-days-${period.first}-${familyId}@amity`,
    title: `Children with ${period.parentName}`,
    description: null,
    location: null,
    startTime: `${period.first}T00:00:00.000Z`,
    endTime: `${nextDate(period.last)}T00:00:00.000Z`,
    allDay: true,
    timeZone: 'UTC',
    recurrence: null,
    categories: ['custody'],
    createdAt: null,
  }));
}

/**
 * The family's custody as events: whose days they are ('Children with Alex', all-day) and each exchange
 * ('Custody exchange: Alex → Sam'); none without a schedule.
 */
export async function custodyFeedEvents(opts: { db: Db; familyId: string; now: Date }): Promise<IcsEvent[]> {
  const calendar = await loadCustodyCalendar({
    db: opts.db,
    familyId: opts.familyId,
    from: addMonths(opts.now, -CUSTODY_FEED_MONTHS.before),
    to: addMonths(opts.now, CUSTODY_FEED_MONTHS.after),
  });
  if (!calendar) return [];
  return [...custodyPeriodEvents(calendar.days, opts.familyId), ...exchangeEvents(calendar.exchanges, opts.familyId)];
}

function exchangeEvents(exchanges: CustodyExchange[], familyId: string): IcsEvent[] {
  return exchanges.map((exchange) => {
    const start = Date.parse(exchange.at);
    return {
      uid: `custody-exchange-${exchange.date}-${familyId}@amity`,
      title: `Custody exchange: ${exchange.fromName} → ${exchange.toName}`,
      description: null,
      location: exchange.place ?? null,
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
