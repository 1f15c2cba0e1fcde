import { queryOptions } from '@tanstack/react-query';
import type { ChainVerification } from '@common/schemas/messages';
import { apiJson } from '../api';
import { conversationsQuery } from './conversations';

/** GET /api/conversations/:id/verify, asked again whenever the number of loaded messages changes. */
export const verifyHistoryQuery = (conversationId: string, messageCount: number) =>
  queryOptions({
    queryKey: [...conversationsQuery().queryKey, conversationId, 'verify', messageCount],
    queryFn: () => apiJson<ChainVerification>('GET', `/api/conversations/${encodeURIComponent(conversationId)}/verify`),
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
