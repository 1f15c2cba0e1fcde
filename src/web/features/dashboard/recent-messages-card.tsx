import { DASHBOARD_COPY } from './dashboard-copy';
import { MessageSquare, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { COPY } from '@common/copy';
import { messageAgeLabel } from '@common/time-labels';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/use-auth';
import { CardError, EmptyState } from './card-states';
import { useConversations } from './use-dashboard-data';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

export function RecentMessagesCard({ className }: { className?: string }) {
  const conversations = useConversations();
  const { user } = useAuth();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquare className="size-5 text-primary" aria-hidden="true" />
          {COPY.dashboard.recentMessages}
        </CardTitle>
        <CardAction>
          <Link href="/messages" className={buttonVariants({ size: 'sm' })}>
            <Plus aria-hidden="true" />
            {COPY.dashboard.newMessage}
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        {conversations.isLoading ? (
          <div className="grid gap-3" role="status" aria-label={DASHBOARD_COPY.loadingMessages}>
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : conversations.isError ? (
          <CardError error={conversations.error} />
        ) : !conversations.data?.length ? (
          <EmptyState icon={MessageSquare} text={COPY.dashboard.noRecentMessages} />
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {conversations.data.map((conversation) => {
              // Who wrote the last message: 'You' for one's own (never the co-parent's name on one's own words).
              const sender = conversation.lastSenderId === user?.id ? DASHBOARD_COPY.you : conversation.lastSenderName;
              return (
                <li key={conversation.id}>
                  <Link
                    href={'/messages?c=' + conversation.id}
                    className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold"
                      aria-hidden="true"
                    >
                      {initials(conversation.lastSenderName ?? conversation.subject) || '?'}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span className="truncate font-medium">{conversation.subject}</span>
                        {conversation.timestamp && (
                          <time dateTime={conversation.timestamp} className="shrink-0 text-xs text-muted-foreground">
                            {messageAgeLabel(conversation.timestamp)}
                          </time>
                        )}
                      </span>
                      {sender && (
                        <span className="block truncate text-sm text-muted-foreground">
                          <span className="font-medium text-foreground">{sender}:</span> {conversation.lastMessage || 'an attachment'}
                        </span>
                      )}
                    </span>
                    {conversation.unreadCount > 0 && (
                      <Badge aria-label={`${conversation.unreadCount} unread`}>{conversation.unreadCount}</Badge>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
