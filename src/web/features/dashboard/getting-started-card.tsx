import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CalendarCog, ChevronRight, CircleCheck, Rss, Baby, UserPlus, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { GettingStarted, GettingStartedStep } from '@common/schemas/getting-started';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { gettingStartedQuery } from '@/lib/queries/getting-started';
import { useRecordNotificationsOn } from '@/lib/use-record-notifications-on';
import { cn } from '@/lib/utils';
import { DASHBOARD_EXTRAS_COPY } from './dashboard-extras-copy';

const COPY = DASHBOARD_EXTRAS_COPY.gettingStarted;

/** Where each step is done (the screens read `?open=` to open the right form). */
const STEP_PLACES: Record<GettingStartedStep, { href: string; icon: LucideIcon }> = {
  invite: { href: '/profile?open=invite', icon: UserPlus },
  children: { href: '/children', icon: Baby },
  schedule: { href: '/calendar?open=custody', icon: CalendarCog },
  calendar: { href: '/calendar?open=subscribe', icon: Rss },
  notifications: { href: '/profile?open=notifications', icon: Bell },
};

function useDismiss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<GettingStarted>('POST', '/api/getting-started/dismiss'),
    onSuccess: (status) => queryClient.setQueryData(gettingStartedQuery().queryKey, status),
    onError: (error) => toast({ title: COPY.hideFailed, description: errorMessage(error), variant: 'destructive' }),
  });
}

/**
 * The first-run checklist: five steps ticked off from the family's real data, each a link to where it is
 * done. Shown until every step is done or the parent hides it; nothing at all otherwise.
 */
export function GettingStartedCard({ className }: { className?: string }) {
  const status = useQuery(gettingStartedQuery());
  const dismiss = useDismiss();
  const recordNotificationsOn = useRecordNotificationsOn();
  const notificationsPending = status.data?.steps.some((s) => s.id === 'notifications' && !s.done) ?? false;
  // Notifications allowed on this device already: the step ticks itself off.
  useEffect(() => {
    if (notificationsPending && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      recordNotificationsOn().catch(() => undefined);
    }
  }, [notificationsPending, recordNotificationsOn]);

  if (!status.data?.show) return null;
  const { steps, coParent } = status.data;
  const doneCount = steps.filter((s) => s.done).length;

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle id="getting-started-title">{COPY.title}</CardTitle>
        <CardDescription>
          {COPY.description} <span className="font-medium text-foreground">{COPY.progress(doneCount, steps.length)}</span>
        </CardDescription>
        <CardAction>
          <Button size="sm" variant="ghost" aria-label={COPY.hideLabel} disabled={dismiss.isPending} onClick={() => dismiss.mutate()}>
            {COPY.hide}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 md:grid-cols-2">
          {steps.map(({ id, done }) => {
            const { href, icon: Icon } = STEP_PLACES[id];
            const invited = id === 'invite' && coParent === 'invited';
            return (
              <li key={id} className="min-w-0">
                <Link
                  href={href}
                  className={cn(
                    'flex h-full items-center gap-3 rounded-lg border p-3 sm:items-start transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    done && 'border-success/40 bg-success/5',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-9 shrink-0 items-center justify-center rounded-lg',
                      done ? 'bg-success/15 text-success' : 'bg-primary/10 text-primary',
                    )}
                  >
                    {done ? <CircleCheck className="size-5" aria-hidden="true" /> : <Icon className="size-5" aria-hidden="true" />}
                  </span>
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                      {COPY.steps[id].title}
                      {done && <Badge variant="success">{COPY.done}</Badge>}
                    </span>
                    {/* On a phone the titles say enough; what the invitation is waiting for is always shown. */}
                    <span className={cn('text-sm text-muted-foreground', !invited && 'hidden sm:block')}>
                      {invited ? COPY.invited : COPY.steps[id].hint}
                    </span>
                  </span>
                  {!done && <ChevronRight className="size-4 sm:mt-2.5 shrink-0 text-muted-foreground" aria-hidden="true" />}
                </Link>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
