import { queryOptions } from '@tanstack/react-query';
import type { ChainVerification, MessagePage, SearchResults } from '@common/schemas/messages';
import { apiJson } from '../api';
import { conversationsQuery } from './conversations';

const PAGE_SIZE = 30;

const conversationUrl = (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}`;

/** GET /api/conversations/:id/messages: one page, the newest without a cursor, an earlier one `before` a cursor. */
export function messagePageUrl(conversationId: string, before: string | null): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before) query.set('before', before);
  return `${conversationUrl(conversationId)}/messages?${query}`;
}

/**
 * One conversation's loaded messages, oldest first: the newest page plus the earlier pages put in front of it.
 * Under the conversations key, so invalidating that refreshes it too.
 */
export const messagesQuery = (conversationId: string) =>
  queryOptions<MessagePage>({ queryKey: [...conversationsQuery().queryKey, conversationId, 'messages', { limit: PAGE_SIZE }] });

/** GET /api/conversations/:id/verify, asked again whenever the number of loaded messages changes. */
export const verifyHistoryQuery = (conversationId: string, messageCount: number) =>
  queryOptions({
    queryKey: [...conversationsQuery().queryKey, conversationId, 'verify', messageCount],
    queryFn: () => apiJson<ChainVerification>('GET', `${conversationUrl(conversationId)}/verify`),
  });

/**
 * This device's check that the server's history still extends the checkpoint it remembered (run by the messages
 * screen, which owns the checkpoints), made again whenever the conversation's newest message changes.
 */
export const deviceHistoryCheckQuery = <T>(
  { conversationId, userId, newestHash }: { conversationId: string; userId: string | undefined; newestHash: string | undefined },
  check: () => Promise<T>,
) =>
  queryOptions({
    queryKey: [...conversationsQuery().queryKey, conversationId, 'device-history-check', userId, newestHash ?? null],
    queryFn: check,
  });

/** GET /api/messages/search?q=…: matches in every conversation. */
export const messageSearchQuery = (q: string) => queryOptions<SearchResults>({ queryKey: ['/api/messages/search', { q }] });
