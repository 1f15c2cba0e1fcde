import { useQuery } from '@tanstack/react-query';
import { conversationsQuery } from '@/lib/queries/conversations';
import { upcomingEventsQuery } from '@/lib/queries/events';

/**
 * Coming events and custody handovers, soonest first, at most 5 (the server picks them: SPEC.md section 2,
 * Dashboard); one that has started since is dropped without waiting for a refetch.
 */
export function useUpcomingEvents() {
  return useQuery({ ...upcomingEventsQuery(), select: (items) => items.filter((item) => Date.parse(item.startTime) > Date.now()) });
}

export function useConversations() {
  return useQuery(conversationsQuery());
}
