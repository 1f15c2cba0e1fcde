import { queryOptions } from '@tanstack/react-query';
import type { CalendarEvent } from '@common/schemas/events';
import type { CalendarOccurrence } from '@/components/events/event-occurrence';

/** GET /api/events, the dashboard's list; its key is the prefix of every events query, so invalidating it refreshes them all. */
export const eventsQuery = () => queryOptions<CalendarEvent[]>({ queryKey: ['/api/events'] });

/** GET /api/events?from&to: the expanded events (occurrences of recurring series included) between two instants. */
export const calendarEventsQuery = ({ from, to }: { from: string; to: string }) =>
  queryOptions<CalendarOccurrence[]>({ queryKey: [...eventsQuery().queryKey, { from, to }] });
