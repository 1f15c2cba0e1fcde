/** The custody, swap and feed types this screen reads, from the shared schemas (types only: no zod in the chunk). */
export {
  CUSTODY_PATTERNS,
  CUSTOM_SEQUENCE_MAX_DAYS,
  CUSTOM_SEQUENCE_MIN_DAYS,
  EXCHANGE_PLACE_MAX,
  type CustodyPattern,
  type CustodySide,
} from '@common/custody/patterns';
export type {
  CustodyCalendar,
  CustodySchedule,
  PutCustodyScheduleRequest,
  ScheduleChange,
  SwapRequest,
  TimeShare,
} from '@common/schemas/custody';
export type { CalendarFeed } from '@common/schemas/events';

import type { CustodyCalendar, TimeShare } from '@common/schemas/custody';
export type CustodyDay = CustodyCalendar['days'][number];
export type CustodyExchange = CustodyCalendar['exchanges'][number];
export type NightsShare = TimeShare['month']['nights'][number];
