import { queryOptions } from '@tanstack/react-query';
import type { MessagePage, SearchResults } from '@common/schemas/messages';
import { conversationsQuery } from './conversations';

const PAGE_SIZE = 30;

/** GET /api/conversations/:id/messages: one page, the newest without a cursor, an earlier one `before` a cursor. */
export function messagePageUrl(conversationId: string, before: string | null): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before) query.set('before', before);
  return `/api/conversations/${encodeURIComponent(conversationId)}/messages?${query}`;
}

/**
 * One conversation's loaded messages, oldest first: the newest page plus the earlier pages put in front of it.
 * Under the conversations key, so invalidating that refreshes it too.
 */
export const messagesQuery = (conversationId: string) =>
  queryOptions<MessagePage>({ queryKey: [...conversationsQuery().queryKey, conversationId, 'messages', { limit: PAGE_SIZE }] });

/** GET /api/messages/search?q=…: matches in every conversation. */
export const messageSearchQuery = (q: string) => queryOptions<SearchResults>({ queryKey: ['/api/messages/search', { q }] });
