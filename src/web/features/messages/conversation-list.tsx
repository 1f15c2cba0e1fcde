import type { ConversationSummary } from '@common/schemas/conversations';
import { SCREEN_COPY } from '@common/screen-copy';
import { senderLabel } from '@common/sender-label';
import { messageAgeLabel } from '@common/time-labels';
import { viewerFormat } from '@/lib/viewer-format';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { MESSAGES_COPY } from './messages-copy';

interface ConversationListProps {
  conversations: ConversationSummary[] | undefined;
  loading: boolean;
  selectedId: string | null;
  /** The signed-in parent: their own last message reads 'You: …'. */
  viewerId: string | undefined;
  onSelect: (id: string) => void;
}

/** The last message with who wrote it ('You: …' or 'Sam Rivera: …'). */
function lastMessageLine(c: ConversationSummary, viewerId: string | undefined): string {
  if (!c.lastSenderId || !c.lastSenderName) return c.lastMessage ?? MESSAGES_COPY.nothingSent;
  return `${senderLabel(c.lastSenderId, c.lastSenderName, viewerId)}: ${c.lastMessage || MESSAGES_COPY.attachmentOnly}`;
}

/** The left column: subject, partner, last message, age label and unread badge per conversation. */
export function ConversationList({ conversations, loading, selectedId, viewerId, onSelect }: ConversationListProps) {
  if (loading) {
    return (
      <div className="grid gap-2 p-3" role="status" aria-label={MESSAGES_COPY.loadingConversations}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (!conversations?.length)
    return <p className="p-6 text-center text-sm text-muted-foreground">{SCREEN_COPY.messages.noConversations}</p>;
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-1 p-2" aria-label={MESSAGES_COPY.conversations}>
      {conversations.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            onClick={() => onSelect(c.id)}
            aria-current={c.id === selectedId ? 'true' : undefined}
            className={cn(
              'flex w-full items-start gap-2 rounded-lg p-3 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
              c.id === selectedId && 'bg-accent',
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-medium">{c.subject}</span>
                {c.timestamp && (
                  <time dateTime={c.timestamp} className="shrink-0 text-xs text-muted-foreground">
                    {messageAgeLabel(c.timestamp, undefined, viewerFormat)}
                  </time>
                )}
              </span>
              {c.partnerName && (
                <span className="block truncate text-xs text-muted-foreground">{MESSAGES_COPY.withPartner(c.partnerName)}</span>
              )}
              <span className="block truncate text-sm text-muted-foreground">{lastMessageLine(c, viewerId)}</span>
            </span>
            {c.unreadCount > 0 && <Badge aria-label={MESSAGES_COPY.unread(c.unreadCount)}>{c.unreadCount}</Badge>}
          </button>
        </li>
      ))}
    </ul>
  );
}
