import { useEffect, useLayoutEffect, useRef } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Message } from '@/lib/realtime/message-types';
import { MessageBubble } from './message-bubble';
import { MESSAGES_COPY } from './messages-copy';

interface MessageThreadProps {
  messages: Message[];
  ownId: string | undefined;
  loading: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
}

/** The scrolling list of messages: sticks to the bottom for new ones, keeps its place when earlier ones load. */
export function MessageThread({ messages, ownId, loading, hasEarlier, loadingEarlier, onLoadEarlier }: MessageThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;
  const heightBefore = useRef(0);

  // A new last message: scroll to it.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  // Earlier messages were prepended: keep the reader's place.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && heightBefore.current) el.scrollTop += el.scrollHeight - heightBefore.current;
    heightBefore.current = 0;
  }, [firstId]);

  const loadEarlier = () => {
    heightBefore.current = scroller.current?.scrollHeight ?? 0;
    onLoadEarlier();
  };

  return (
    // Focusable, so the messages can be scrolled from the keyboard when they overflow (as on a phone).
    <div
      ref={scroller}
      role="region"
      aria-label={MESSAGES_COPY.threadLabel}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:-outline-offset-2"
      onScroll={(e) => e.currentTarget.scrollTop < 40 && hasEarlier && !loadingEarlier && loadEarlier()}
    >
      {loading ? (
        <div className="grid gap-3" role="status" aria-label={MESSAGES_COPY.loadingMessages}>
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="ml-auto h-12 w-1/2" />
        </div>
      ) : messages.length === 0 ? (
        <p className="py-12 text-center text-sm text-muted-foreground">{SCREEN_COPY.messages.noMessages}</p>
      ) : (
        <>
          {hasEarlier && (
            <div className="mb-3 flex justify-center">
              <Button variant="outline" size="sm" disabled={loadingEarlier} onClick={loadEarlier}>
                {MESSAGES_COPY.loadEarlier}
              </Button>
            </div>
          )}
          <ol className="grid gap-3" aria-label={MESSAGES_COPY.messagesLabel} aria-live="polite">
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} own={m.senderId === ownId} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
