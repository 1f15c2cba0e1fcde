import { useQuery, type QueryClient } from '@tanstack/react-query';
import { calendarFeedsQuery } from '@/lib/queries/calendar-feeds';
import { childrenQuery } from '@/lib/queries/children';
import { custodyCalendarQuery, custodyScheduleQuery, scheduleHistoryQuery, timeShareQuery } from '@/lib/queries/custody';
import { calendarEventsQuery } from '@/lib/queries/events';
import { familyQuery } from '@/lib/queries/family';
import { swapRequestsQuery } from '@/lib/queries/swaps';
import { addDays, startOfDay, toYm, toYmd, visibleDays } from './calendar-dates';

function rangeEventsQuery(days: Date[]) {
  const first = days[0] ?? new Date();
  return calendarEventsQuery({ from: first.toISOString(), to: addDays(days[days.length - 1] ?? first, 1).toISOString() });
}

const rangeCustodyQuery = (days: Date[]) =>
  custodyCalendarQuery({ from: toYmd(days[0] ?? new Date()), to: toYmd(days[days.length - 1] ?? new Date()) });

/** Expanded events of the visible days (occurrences of recurring series included). */
export function useRangeEvents(days: Date[]) {
  return useQuery({ ...rangeEventsQuery(days), placeholderData: (previous) => previous });
}

export function useCustodyCalendar(days: Date[]) {
  return useQuery({ ...rangeCustodyQuery(days), placeholderData: (previous) => previous });
}

/** The loads of the month the screen opens on (this month, in the viewer's time zone), started before it first draws. */
export async function prefetchOpeningMonth(client: QueryClient): Promise<void> {
  const today = startOfDay(new Date());
  const days = visibleDays('month', today);
  await Promise.all([
    client.prefetchQuery(rangeEventsQuery(days)),
    client.prefetchQuery(rangeCustodyQuery(days)),
    client.prefetchQuery(timeShareQuery(toYm(today))),
  ]);
}

export function useTimeShare(month: Date) {
  return useQuery({ ...timeShareQuery(toYm(month)), placeholderData: (previous) => previous });
}

export const useCustodySchedule = () => useQuery(custodyScheduleQuery());
export const useScheduleHistory = () => useQuery(scheduleHistoryQuery());
export const useFamily = () => useQuery(familyQuery());
export const useChildren = () => useQuery(childrenQuery());
export const useSwapRequests = () => useQuery(swapRequestsQuery());
export const useFeeds = () => useQuery(calendarFeedsQuery());
