import { queryOptions } from '@tanstack/react-query';
import type { CurrentCheckIn, ExchangeCheckIns } from '@common/schemas/check-ins';

/** Prefix of every check-in query: a 'checkins.changed' event refreshes them all. */
export const checkInsQuery = () => queryOptions<unknown>({ queryKey: ['/api/check-ins'] });

/** GET /api/check-ins/current: the handover open for check-in now (or the next one), for the dashboard. */
export const currentCheckInQuery = () => queryOptions<CurrentCheckIn>({ queryKey: [...checkInsQuery().queryKey, 'current'] });

/** GET /api/check-ins/exchange?at=: one handover's check-ins, for the calendar's handover sheet. */
export const exchangeCheckInsQuery = (at: string) =>
  queryOptions<ExchangeCheckIns>({ queryKey: [...checkInsQuery().queryKey, 'exchange', { at }] });
