import { DASHBOARD_COPY } from './dashboard-copy';
import { CalendarDays, Plus } from 'lucide-react';
import { Suspense } from 'react';
import { COPY } from '@common/copy';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader } from '@/components/ui/card';
import { IconCardTitle } from '@/components/icon-card-title';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { eventTypeStyle } from '@/components/events/event-type-style';
import { useUpcomingEvents } from './use-dashboard-data';
import { CardError, EmptyState } from './card-states';
import { EventTime } from './lazy-times';

export function UpcomingEventsCard({ onAddEvent, className }: { onAddEvent: () => void; className?: string }) {
  const events = useUpcomingEvents();
  return (
    <Card className={className}>
      <CardHeader>
        <IconCardTitle icon={CalendarDays} id="upcoming-events-title">
          {COPY.dashboard.upcomingEvents}
        </IconCardTitle>
        <CardAction>
          <Button size="sm" onClick={onAddEvent}>
            <Plus aria-hidden="true" />
            {COPY.dashboard.addEvent}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {events.isLoading ? (
          <div className="grid gap-3" role="status" aria-label={DASHBOARD_COPY.loadingEvents}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : events.isError ? (
          <CardError error={events.error} />
        ) : !events.data?.length ? (
          <EmptyState icon={CalendarDays} text={COPY.dashboard.noUpcomingEvents} />
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {events.data.map((event) => {
              const style = eventTypeStyle(event.eventType);
              return (
                <li key={event.id} className="flex items-center gap-3 rounded-lg border p-3">
                  <span className={cn('min-h-10 w-1 shrink-0 self-stretch rounded-full', style.bar)} aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 font-medium break-words">{event.title}</p>
                    <p className="text-sm text-muted-foreground">
                      <time dateTime={event.startTime}>
                        <Suspense fallback={null}>
                          <EventTime iso={event.startTime} />
                        </Suspense>
                      </time>
                      {event.childName && <span> · {event.childName}</span>}
                    </p>
                  </div>
                  <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', style.badge)}>{style.label}</span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
