import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@common/schemas/conversations';
import { apiJson } from '@/lib/api';
import { apiUpload } from '@/lib/api-upload';
import { conversationsQuery } from '@/lib/queries/conversations';
import { verifyHistoryQuery } from '@/lib/queries/message-chain';
import { messagePageUrl, messagesQuery } from '@/lib/queries/messages';
import {
  addConversation,
  appendMessage,
  bumpConversation,
  markMessagesRead,
  prependPage,
  setUnreadCount,
} from '@/lib/realtime/message-cache';
import type { Attachment, Message, MessagePage } from '@/lib/realtime/message-types';

export const useConversations = () => useQuery(conversationsQuery());

/**
 * One conversation's loaded messages, oldest first. The cache holds the newest page and whatever earlier
 * pages `loadEarlier` added in front (a plain query keeps the infinite-query code out of the first load).
 */
export function useMessages(conversationId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(messagesQuery(conversationId));
  const earlier = useMutation({
    mutationFn: (before: string) => apiJson<MessagePage>('GET', messagePageUrl(conversationId, before)),
    onSuccess: (page) => queryClient.setQueryData(messagesQuery(conversationId).queryKey, (data) => data && prependPage(data, page)),
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
  return useQuery(verifyHistoryQuery(conversationId, messageCount));
}

const uploadAttachment = (file: File): Promise<Attachment> => apiUpload<Attachment>('/api/attachments', file);

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
