import { useQuery } from '@tanstack/react-query';
import type { Family } from '@common/schemas/family';
import type { Child } from '@common/schemas/children';
import type { CalendarOccurrence } from '@/components/events/event-occurrence';
import { apiJson } from '@/lib/api';
import { CHILDREN_KEY, EVENTS_KEY } from '@/lib/query-keys';
import { addDays, toYm, toYmd } from './calendar-dates';
import type { CalendarFeed, CustodyCalendar, CustodySchedule, ScheduleChange, SwapRequest, TimeShare } from './calendar-types';

export const FAMILY_KEY = ['/api/family'] as const;
export const CUSTODY_SCHEDULE_KEY = ['/api/custody-schedule'] as const;
/** Under the schedule's key, so refreshing the schedule refreshes its history too. */
export const SCHEDULE_HISTORY_KEY = ['/api/custody-schedule', 'history'] as const;
export const CUSTODY_CALENDAR_KEY = ['/api/custody/calendar'] as const;
export const TIME_SHARE_KEY = ['/api/custody/time-share'] as const;
export const SWAPS_KEY = ['/api/swap-requests'] as const;
export const FEEDS_KEY = ['/api/calendar/feeds'] as const;

/** Expanded events of the visible days (occurrences of recurring series included). */
export function useRangeEvents(days: Date[]) {
  const first = days[0] ?? new Date();
  const from = first.toISOString();
  const to = addDays(days[days.length - 1] ?? first, 1).toISOString();
  return useQuery({
    queryKey: [...EVENTS_KEY, { from, to }],
    queryFn: () => apiJson<CalendarOccurrence[]>('GET', `/api/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
    placeholderData: (previous) => previous,
  });
}

export function useCustodyCalendar(days: Date[]) {
  const from = toYmd(days[0] ?? new Date());
  const to = toYmd(days[days.length - 1] ?? new Date());
  return useQuery({
    queryKey: [...CUSTODY_CALENDAR_KEY, { from, to }],
    queryFn: () => apiJson<CustodyCalendar>('GET', `/api/custody/calendar?from=${from}&to=${to}`),
    placeholderData: (previous) => previous,
  });
}

export function useTimeShare(month: Date) {
  const ym = toYm(month);
  return useQuery({
    queryKey: [...TIME_SHARE_KEY, ym],
    queryFn: () => apiJson<TimeShare>('GET', `/api/custody/time-share?month=${ym}`),
    placeholderData: (previous) => previous,
  });
}

export const useCustodySchedule = () => useQuery<CustodySchedule | null>({ queryKey: CUSTODY_SCHEDULE_KEY });
export const useScheduleHistory = () => useQuery<ScheduleChange[]>({ queryKey: SCHEDULE_HISTORY_KEY });
export const useFamily = () => useQuery<Family>({ queryKey: FAMILY_KEY });
export const useChildren = () => useQuery<Child[]>({ queryKey: CHILDREN_KEY });
export const useSwapRequests = () => useQuery<SwapRequest[]>({ queryKey: SWAPS_KEY });
export const useFeeds = () => useQuery<CalendarFeed[]>({ queryKey: FEEDS_KEY });

/** Keys whose data depends on the custody schedule and swaps (the schedule's key covers its history). */
export const CUSTODY_DEPENDENT_KEYS = [CUSTODY_SCHEDULE_KEY, CUSTODY_CALENDAR_KEY, TIME_SHARE_KEY, SWAPS_KEY] as const;
