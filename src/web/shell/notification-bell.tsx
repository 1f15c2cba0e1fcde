import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useLocation } from 'wouter';
import { messageAgeLabel } from '@common/time-labels';
import { viewerFormat } from '@/lib/viewer-format';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { apiJson } from '@/lib/api';
import { notificationsQuery } from '@/lib/queries/notifications';
import { RealtimeConnection } from '@/lib/realtime/realtime-connection';
import { SHELL_EXTRAS_COPY } from './shell-extras-copy';

/**
 * The header bell: unread count, and a list that marks everything read when it opens; an item follows its link.
 * Being the signed-in shell's lazily loaded widget, it also keeps the tab's realtime connection open.
 */
export default function NotificationBell() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const list = useQuery(notificationsQuery());
  const markRead = useMutation({
    mutationFn: () => apiJson<{ unreadCount: number }>('POST', '/api/notifications/read', {}),
    onSuccess: ({ unreadCount }) => queryClient.setQueryData(notificationsQuery().queryKey, (data) => data && { ...data, unreadCount }),
  });
  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.items ?? [];
  const label = unread > 0 ? SHELL_EXTRAS_COPY.notificationsUnread(unread) : SHELL_EXTRAS_COPY.notifications;

  return (
    <>
      <RealtimeConnection />
      <DropdownMenu onOpenChange={(open) => open && unread > 0 && markRead.mutate()}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={label} className="relative">
            <Bell aria-hidden="true" />
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
          <DropdownMenuLabel>{SHELL_EXTRAS_COPY.notifications}</DropdownMenuLabel>
          {items.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">{SHELL_EXTRAS_COPY.noNotifications}</p>
          ) : (
            <div className="max-h-96 overflow-y-auto">
              {items.map((item) => (
                <DropdownMenuItem key={item.id} className="grid items-start gap-0.5" onSelect={() => item.link && navigate(item.link)}>
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={item.readAt ? 'font-medium' : 'font-semibold'}>{item.title}</span>
                    <time dateTime={item.createdAt} className="shrink-0 text-xs text-muted-foreground">
                      {messageAgeLabel(item.createdAt, undefined, viewerFormat)}
                    </time>
                  </span>
                  <span className="line-clamp-2 text-sm text-muted-foreground">{viewerFormat.localise(item.body)}</span>
                </DropdownMenuItem>
              ))}
            </div>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
