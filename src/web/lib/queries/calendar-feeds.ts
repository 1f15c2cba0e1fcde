import { queryOptions } from '@tanstack/react-query';
import type { CalendarFeed } from '@common/schemas/events';

/** GET /api/calendar/feeds: the parent's subscription links. */
export const calendarFeedsQuery = () => queryOptions<CalendarFeed[]>({ queryKey: ['/api/calendar/feeds'] });
