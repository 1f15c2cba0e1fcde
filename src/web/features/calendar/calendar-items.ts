import { handoverTitle } from '@common/custody/handover-title';
import type { CalendarOccurrence } from '@/components/events/event-occurrence';
import { overlapsDay, toYmd } from './calendar-dates';
import type { CustodyExchange } from './calendar-types';

/** One thing drawn on the calendar: an event occurrence or a custody exchange (shown as a custody event). */
export interface CalendarItem {
  key: string;
  title: string;
  startTime: string;
  endTime: string;
  allDay: boolean;
  eventType: string;
  event?: CalendarOccurrence;
  exchange?: CustodyExchange;
}

const EXCHANGE_MINUTES = 30;

export function toItems(events: CalendarOccurrence[], exchanges: CustodyExchange[]): CalendarItem[] {
  const fromEvents = events.map((event) => ({
    key: `e-${event.id}`,
    title: event.title,
    startTime: event.startTime,
    endTime: event.endTime,
    allDay: event.allDay,
    eventType: event.eventType,
    event,
  }));
  const fromExchanges = exchanges.map((exchange) => ({
    key: `x-${exchange.date}-${exchange.at}`,
    title: handoverTitle(exchange.toName),
    startTime: exchange.at,
    endTime: new Date(Date.parse(exchange.at) + EXCHANGE_MINUTES * 60_000).toISOString(),
    allDay: false,
    eventType: 'custody',
    exchange,
  }));
  return [...fromEvents, ...fromExchanges];
}

/** Items touching each visible day, all-day first, then by start. */
export function itemsByDay(items: CalendarItem[], days: Date[]): Map<string, CalendarItem[]> {
  const map = new Map<string, CalendarItem[]>();
  for (const day of days) {
    const list = items
      .filter((item) => overlapsDay(item.startTime, item.endTime, day))
      .sort((a, b) => Number(b.allDay) - Number(a.allDay) || Date.parse(a.startTime) - Date.parse(b.startTime));
    map.set(toYmd(day), list);
  }
  return map;
}

export function timeLabel(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}
