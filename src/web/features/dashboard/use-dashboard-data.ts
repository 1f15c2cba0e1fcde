import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_MAX_UPCOMING_EVENTS } from '@common/constants';
import type { ConversationSummary } from '@common/schemas/conversations';
import type { CalendarEvent } from '@common/schemas/events';

import { CONVERSATIONS_KEY, EVENTS_KEY } from '@/lib/query-keys';

/** Future events only, soonest first, at most 5 (SPEC.md section 2, Dashboard). */
export function selectUpcoming(events: CalendarEvent[], now: number = Date.now()): CalendarEvent[] {
  return events
    .filter((event) => Date.parse(event.startTime) > now)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
    .slice(0, DASHBOARD_MAX_UPCOMING_EVENTS);
}

export function useUpcomingEvents() {
  return useQuery<CalendarEvent[], Error, CalendarEvent[]>({ queryKey: EVENTS_KEY, select: (events) => selectUpcoming(events) });
}

export function useConversations() {
  return useQuery<ConversationSummary[]>({ queryKey: CONVERSATIONS_KEY });
}
