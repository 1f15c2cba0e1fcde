import { handoverTitle } from '@common/custody/handover-title';
import type { CalendarOccurrence } from '@/components/events/event-occurrence';
import { viewerFormat } from '@/lib/viewer-format';
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

/** When an item starts or ends, on the viewer's clock: '5:00 PM'. */
export const timeLabel = (iso: string): string => viewerFormat.time(iso);
