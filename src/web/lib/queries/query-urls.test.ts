import type { QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { auditPageQuery } from './audit';
import { authUserQuery } from './auth';
import { calendarFeedsQuery } from './calendar-feeds';
import { childRemovalRequestsQuery, childrenQuery } from './children';
import { appConfigQuery } from './config';
import { conversationsQuery } from './conversations';
import { custodyCalendarQuery, custodyScheduleQuery, scheduleHistoryQuery, timeShareQuery } from './custody';
import { calendarEventsQuery, eventsQuery, upcomingEventsQuery } from './events';
import { expenseBalanceQuery, expensePageQuery, expenseSettingsQuery, expensesQuery, paymentsQuery } from './expenses';
import { familyQuery } from './family';
import { legalDocumentsQuery, reportLocaleQuery } from './legal';
import { mediaQuery } from './media';
import { verifyHistoryQuery } from './message-chain';
import { messagePageUrl, messageSearchQuery, messagesQuery } from './messages';
import { notificationPreferencesQuery } from './notification-preferences';
import { notificationsQuery } from './notifications';
import { messageAnalysesQuery, communicationInsightsQuery } from './smart-communication';
import { swapRequestsQuery } from './swaps';
import { isTimelineQuery, timelineQuery } from './timeline';
import { wellnessQuery } from './wellness';

afterEach(() => vi.unstubAllGlobals());

/** The URL each query loads, the way the app loads it: the client's default load or the query's own function. */
async function loadedUrl(options: { queryKey: QueryKey }): Promise<string> {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  await createQueryClient().fetchQuery(options);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  return String(fetchMock.mock.calls[0]?.[0]);
}

describe('query factories load the URLs the server serves', () => {
  it.each([
    [authUserQuery(), '/api/auth/user'],
    [notificationPreferencesQuery(), '/api/notifications/preferences'],
    [eventsQuery(), '/api/events'],
    [upcomingEventsQuery(), '/api/events/upcoming'],
    [
      calendarEventsQuery({ from: '2030-01-01T05:00:00.000Z', to: '2030-02-01T05:00:00.000Z' }),
      '/api/events?from=2030-01-01T05%3A00%3A00.000Z&to=2030-02-01T05%3A00%3A00.000Z',
    ],
    [childrenQuery(), '/api/children'],
    [childRemovalRequestsQuery(), '/api/children/removal-requests'],
    [timelineQuery('k1'), '/api/children/k1/timeline'],
    [familyQuery(), '/api/family'],
    [appConfigQuery(), '/api/config'],
    [conversationsQuery(), '/api/conversations'],
    [messagesQuery('c1'), '/api/conversations/c1/messages?limit=30'],
    [verifyHistoryQuery('c1', 12), '/api/conversations/c1/verify'],
    [messageSearchQuery('pick up'), '/api/messages/search?q=pick+up'],
    [notificationsQuery(), '/api/notifications'],
    [expensesQuery(), '/api/expenses'],
    [expenseBalanceQuery(''), '/api/expenses/balance'],
    [expenseBalanceQuery('?childId=k1'), '/api/expenses/balance?childId=k1'],
    [expenseSettingsQuery(), '/api/expenses/settings'],
    [expensePageQuery(''), '/api/expenses/page'],
    [expensePageQuery('?status=pending&page=2'), '/api/expenses/page?status=pending&page=2'],
    [paymentsQuery(), '/api/expenses/payments'],
    [mediaQuery(), '/api/family-media'],
    [legalDocumentsQuery(), '/api/legal-documents'],
    [reportLocaleQuery(), '/api/family/report-locale'],
    [wellnessQuery(), '/api/wellness'],
    [custodyScheduleQuery(), '/api/custody-schedule'],
    [scheduleHistoryQuery(), '/api/custody-schedule/history'],
    [custodyCalendarQuery({ from: '2030-01-01', to: '2030-01-31' }), '/api/custody/calendar?from=2030-01-01&to=2030-01-31'],
    [timeShareQuery('2030-01'), '/api/custody/time-share?month=2030-01'],
    [swapRequestsQuery(), '/api/swap-requests'],
    [calendarFeedsQuery(), '/api/calendar/feeds'],
    [auditPageQuery(undefined, null), '/api/audit'],
    [auditPageQuery('child', 'cursor-1'), '/api/audit?entity=child&before=cursor-1'],
    [messageAnalysesQuery(), '/api/smart-communication/analyses'],
    [communicationInsightsQuery(), '/api/smart-communication/insights'],
  ] as [{ queryKey: QueryKey }, string][])('%# loads %s', async (options, url) => {
    expect(await loadedUrl(options)).toBe(url);
  });

  it('pages earlier messages on the URL of the newest page plus a cursor', async () => {
    expect(messagePageUrl('c1', null)).toBe(await loadedUrl(messagesQuery('c1')));
    expect(messagePageUrl('c1', 'm40')).toBe('/api/conversations/c1/messages?limit=30&before=m40');
  });
});

describe('prefix keys', () => {
  const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

  it('put every events, expenses, schedule and message query under its list, so one invalidation refreshes them all', () => {
    expect(startsWith(calendarEventsQuery({ from: 'a', to: 'b' }).queryKey, eventsQuery().queryKey)).toBe(true);
    expect(startsWith(expenseBalanceQuery('').queryKey, expensesQuery().queryKey)).toBe(true);
    expect(startsWith(expenseSettingsQuery().queryKey, expensesQuery().queryKey)).toBe(true);
    expect(startsWith(expensePageQuery('?page=2').queryKey, expensesQuery().queryKey)).toBe(true);
    expect(startsWith(paymentsQuery().queryKey, expensesQuery().queryKey)).toBe(true);
    expect(startsWith(scheduleHistoryQuery().queryKey, custodyScheduleQuery().queryKey)).toBe(true);
    expect(startsWith(messagesQuery('c1').queryKey, conversationsQuery().queryKey)).toBe(true);
    expect(startsWith(timelineQuery('k1').queryKey, childrenQuery().queryKey)).toBe(true);
    expect(startsWith(childRemovalRequestsQuery().queryKey, childrenQuery().queryKey)).toBe(false);
  });

  it('find every child’s timeline, and nothing else under the children key', () => {
    expect(isTimelineQuery(timelineQuery('k1'))).toBe(true);
    expect(isTimelineQuery(timelineQuery('k2'))).toBe(true);
    expect(isTimelineQuery(childrenQuery())).toBe(false);
    expect(isTimelineQuery(childRemovalRequestsQuery())).toBe(false);
  });
});
