import { useQuery } from '@tanstack/react-query';
import { calendarFeedsQuery } from '@/lib/queries/calendar-feeds';
import { childrenQuery } from '@/lib/queries/children';
import { custodyCalendarQuery, custodyScheduleQuery, scheduleHistoryQuery, timeShareQuery } from '@/lib/queries/custody';
import { calendarEventsQuery } from '@/lib/queries/events';
import { familyQuery } from '@/lib/queries/family';
import { swapRequestsQuery } from '@/lib/queries/swaps';
import { addDays, toYm, toYmd } from './calendar-dates';

/** Expanded events of the visible days (occurrences of recurring series included). */
export function useRangeEvents(days: Date[]) {
  const first = days[0] ?? new Date();
  const from = first.toISOString();
  const to = addDays(days[days.length - 1] ?? first, 1).toISOString();
  return useQuery({ ...calendarEventsQuery({ from, to }), placeholderData: (previous) => previous });
}

export function useCustodyCalendar(days: Date[]) {
  const from = toYmd(days[0] ?? new Date());
  const to = toYmd(days[days.length - 1] ?? new Date());
  return useQuery({ ...custodyCalendarQuery({ from, to }), placeholderData: (previous) => previous });
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
