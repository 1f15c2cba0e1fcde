import { DASHBOARD_COPY } from './dashboard-copy';
import { MessageSquare, Plus } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { COPY } from '@common/copy';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader } from '@/components/ui/card';
import { IconCardTitle } from '@/components/icon-card-title';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/use-auth';
import { CardError, EmptyState } from './card-states';
import { MessageAge } from './lazy-times';
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
        <IconCardTitle icon={MessageSquare}>{COPY.dashboard.recentMessages}</IconCardTitle>
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
                            <Suspense fallback={null}>
                              <MessageAge iso={conversation.timestamp} />
                            </Suspense>
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
