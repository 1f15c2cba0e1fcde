import { queryOptions } from '@tanstack/react-query';
import type { CalendarEvent, UpcomingItem } from '@common/schemas/events';
import type { CalendarOccurrence } from '@/components/events/event-occurrence';

/** GET /api/events; its key is the prefix of every events query, so invalidating it refreshes them all. */
export const eventsQuery = () => queryOptions<CalendarEvent[]>({ queryKey: ['/api/events'] });

/** GET /api/events/upcoming: the dashboard's coming events and custody handovers; under the events key, so every change to events or custody refreshes it. */
export const upcomingEventsQuery = () => queryOptions<UpcomingItem[]>({ queryKey: [...eventsQuery().queryKey, 'upcoming'] });

/** GET /api/events?from&to: the expanded events (occurrences of recurring series included) between two instants. */
export const calendarEventsQuery = ({ from, to }: { from: string; to: string }) =>
  queryOptions<CalendarOccurrence[]>({ queryKey: [...eventsQuery().queryKey, { from, to }] });
