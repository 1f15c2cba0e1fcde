import { useEffect } from 'react';
import type { Message } from '@/lib/realtime/message-types';
import { useMarkRead } from './use-messaging';

/** While the conversation is open and the tab visible, the co-parent's unread messages are marked read. */
export function useMarkReadWhenSeen(conversationId: string, messages: Message[], ownId: string | undefined) {
  const markRead = useMarkRead(conversationId);
  const unseen = messages.some((m) => m.senderId !== ownId && !m.isRead);
  const { mutate, isPending } = markRead;

  useEffect(() => {
    const check = () => {
      if (unseen && !isPending && document.visibilityState === 'visible') mutate();
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [unseen, isPending, mutate]);
}
