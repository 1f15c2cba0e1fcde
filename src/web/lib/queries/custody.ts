import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CustodyCalendar, CustodySchedule, ScheduleChange, TimeShare } from '@common/schemas/custody';
import { swapRequestsQuery } from './swaps';

/** Prefixes of the per-range custody queries. */
const CUSTODY_CALENDAR_KEY = ['/api/custody/calendar'] as const;
const TIME_SHARE_KEY = ['/api/custody/time-share'] as const;

/** GET /api/custody-schedule: the current schedule, or null. Its key is the prefix of its history's. */
export const custodyScheduleQuery = () => queryOptions<CustodySchedule | null>({ queryKey: ['/api/custody-schedule'] });

/** GET /api/custody-schedule/history. */
export const scheduleHistoryQuery = () => queryOptions<ScheduleChange[]>({ queryKey: [...custodyScheduleQuery().queryKey, 'history'] });

/** GET /api/custody/calendar?from&to: who has the children on each day between two dates (YYYY-MM-DD, both included). */
export const custodyCalendarQuery = ({ from, to }: { from: string; to: string }) =>
  queryOptions<CustodyCalendar>({ queryKey: [...CUSTODY_CALENDAR_KEY, { from, to }] });

/** GET /api/custody/time-share?month: the nights each parent has in a month (YYYY-MM) and over the year. */
export const timeShareQuery = (month: string) => queryOptions<TimeShare>({ queryKey: [...TIME_SHARE_KEY, { month }] });

/** Keys (matched as prefixes) of every query that depends on the custody schedule and swaps; the schedule's covers its history. */
export const custodyDependentKeys = () =>
  [custodyScheduleQuery().queryKey, CUSTODY_CALENDAR_KEY, TIME_SHARE_KEY, swapRequestsQuery().queryKey] as const;

/** Refetches everything that depends on the custody schedule and swaps, after a change to either. */
export const invalidateCustodyDependents = (client: QueryClient): Promise<unknown> =>
  Promise.all(custodyDependentKeys().map((queryKey) => client.invalidateQueries({ queryKey })));
