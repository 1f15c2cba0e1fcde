import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@common/schemas/conversations';
import type { ChainVerification } from '@common/schemas/messages';
import { apiJson, throwIfResNotOk } from '@/lib/api';
import { CONVERSATIONS_KEY } from '@/lib/query-keys';
import {
  addConversation,
  appendMessage,
  bumpConversation,
  markMessagesRead,
  prependPage,
  setUnreadCount,
} from '@/lib/realtime/message-cache';
import { messagesKey, type Attachment, type Message, type MessagePage } from '@/lib/realtime/message-types';

const PAGE_SIZE = 30;

export const useConversations = () => useQuery<ConversationSummary[]>({ queryKey: CONVERSATIONS_KEY });

const pageUrl = (conversationId: string, before: string | null) => {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before) query.set('before', before);
  return `/api/conversations/${encodeURIComponent(conversationId)}/messages?${query}`;
};

/**
 * One conversation's loaded messages, oldest first. The cache holds the newest page and whatever earlier
 * pages `loadEarlier` added in front (a plain query keeps the infinite-query code out of the first load).
 */
export function useMessages(conversationId: string) {
  const queryClient = useQueryClient();
  const key = messagesKey(conversationId);
  const query = useQuery({ queryKey: key, queryFn: () => apiJson<MessagePage>('GET', pageUrl(conversationId, null)) });
  const earlier = useMutation({
    mutationFn: (before: string) => apiJson<MessagePage>('GET', pageUrl(conversationId, before)),
    onSuccess: (page) => queryClient.setQueryData<MessagePage>(key, (data) => data && prependPage(data, page)),
  });
  const cursor = query.data?.nextCursor ?? null;
  return {
    messages: query.data?.messages ?? [],
    isLoading: query.isLoading,
    hasEarlier: cursor !== null,
    loadingEarlier: earlier.isPending,
    loadEarlier: () => cursor && !earlier.isPending && earlier.mutate(cursor),
  };
}

export function useVerifyHistory(conversationId: string, messageCount: number) {
  return useQuery({
    queryKey: ['/api/conversations', conversationId, 'verify', messageCount],
    queryFn: () => apiJson<ChainVerification>('GET', `/api/conversations/${encodeURIComponent(conversationId)}/verify`),
  });
}

async function uploadAttachment(file: File): Promise<Attachment> {
  const body = new FormData();
  body.append('file', file);
  const res = await fetch('/api/attachments', { method: 'POST', body, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as Attachment;
}

/** Uploads the files, then sends the message with their ids; the new message goes straight into the cache. */
export function useSendMessage(conversationId: string, ownId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, files }: { content: string; files: File[] }) => {
      const attachments = await Promise.all(files.map(uploadAttachment));
      const attachmentIds = attachments.map((a) => a.id);
      return apiJson<Message>('POST', `/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
        content,
        ...(attachmentIds.length ? { attachmentIds } : {}),
      });
    },
    onSuccess: (message) => {
      appendMessage(queryClient, message);
      bumpConversation(queryClient, message, ownId);
    },
  });
}

/** Marks everything in the conversation read for the current parent. */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<{ readIds: string[]; readAt: string }>('POST', `/api/conversations/${encodeURIComponent(conversationId)}/read`, {}),
    onSuccess: ({ readIds, readAt }) => {
      markMessagesRead(queryClient, conversationId, readIds, readAt);
      setUnreadCount(queryClient, conversationId, 0);
    },
  });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: string) => apiJson<ConversationSummary>('POST', '/api/conversations', { subject }),
    onSuccess: (conversation) => addConversation(queryClient, conversation),
  });
}
