import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_MAX_UPCOMING_EVENTS } from '@common/constants';
import type { CalendarEvent } from '@common/schemas/events';
import { conversationsQuery } from '@/lib/queries/conversations';
import { eventsQuery } from '@/lib/queries/events';

/** Future events only, soonest first, at most 5 (SPEC.md section 2, Dashboard). */
export function selectUpcoming(events: CalendarEvent[], now: number = Date.now()): CalendarEvent[] {
  return events
    .filter((event) => Date.parse(event.startTime) > now)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
    .slice(0, DASHBOARD_MAX_UPCOMING_EVENTS);
}

export function useUpcomingEvents() {
  return useQuery({ ...eventsQuery(), select: (events) => selectUpcoming(events) });
}

export function useConversations() {
  return useQuery(conversationsQuery());
}
