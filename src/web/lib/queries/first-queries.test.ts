import { describe, expect, it } from 'vitest';
import { FIRST_QUERIES, firstQueryUrls } from '@common/first-queries';
import { APP_ROUTES } from '@common/routes';
import { queryKeyToUrl } from '../query-fn';
import { accountSessionsQuery } from './account-sessions';
import { childRemovalRequestsQuery, childrenQuery } from './children';
import { appConfigQuery } from './config';
import { conversationsQuery } from './conversations';
import { upcomingEventsQuery } from './events';
import { custodyScheduleQuery, scheduleHistoryQuery } from './custody';
import { expenseBalanceQuery, expensePageQuery, expenseSettingsQuery, paymentsQuery } from './expenses';
import { familyQuery } from './family';
import { gamesQuery } from './learning';
import { legalDocumentsQuery, reportLocaleQuery } from './legal';
import { mediaQuery } from './media';
import { rescheduleProposalsQuery } from './smart-scheduling';
import { swapRequestsQuery } from './swaps';
import { voiceEnginesQuery, voiceEntriesQuery, voiceSettingsQuery } from './voice';
import { wellnessQuery } from './wellness';

/** The queries each screen starts with, as the client declares them. */
const SCREEN_QUERIES: Record<string, { queryKey: readonly unknown[] }[]> = {
  '/': [upcomingEventsQuery(), conversationsQuery(), swapRequestsQuery()],
  '/calendar': [swapRequestsQuery(), scheduleHistoryQuery(), familyQuery(), custodyScheduleQuery()],
  '/messages': [conversationsQuery(), familyQuery(), childrenQuery()],
  '/children': [childrenQuery(), childRemovalRequestsQuery(), familyQuery()],
  '/expenses': [childrenQuery(), expenseSettingsQuery(), paymentsQuery(), expensePageQuery('?pageSize=20'), expenseBalanceQuery('')],
  '/timeline': [childrenQuery()],
  '/wellness': [wellnessQuery()],
  '/legal': [legalDocumentsQuery(), reportLocaleQuery()],
  '/media': [mediaQuery()],
  '/voice': [voiceEnginesQuery(), voiceSettingsQuery()],
  '/voice-journal': [childrenQuery(), voiceEnginesQuery(), voiceEntriesQuery()],
  '/learning': [gamesQuery()],
  '/smart-communication': [conversationsQuery()],
  '/smart-scheduling': [rescheduleProposalsQuery()],
  '/profile': [familyQuery(), appConfigQuery(), accountSessionsQuery()],
};

describe('the first loads the server preloads for a screen', () => {
  it("are the client's own query keys, so the preloaded answers are the ones the screen asks for", () => {
    expect(Object.keys(FIRST_QUERIES).sort()).toEqual(Object.keys(SCREEN_QUERIES).sort());
    for (const [path, queries] of Object.entries(SCREEN_QUERIES)) {
      expect(FIRST_QUERIES[path], path).toEqual(queries.map((query) => query.queryKey));
      expect(firstQueryUrls(path), path).toEqual(queries.map((query) => queryKeyToUrl(query.queryKey)));
    }
  });

  it('are kept for signed-in routes only, and a trailing slash finds the same screen', () => {
    const routes = new Set(APP_ROUTES.map((route) => route.path));
    for (const path of Object.keys(FIRST_QUERIES)) expect(routes.has(path), path).toBe(true);
    expect(firstQueryUrls('/messages/')).toEqual(firstQueryUrls('/messages'));
    expect(firstQueryUrls('/no-such-screen')).toEqual([]);
  });
});
