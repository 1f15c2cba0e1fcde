import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { COPY } from '@common/copy';
import { FormField } from '@/components/form-field';
import { Select } from '@/components/ui/select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { calendarFeedsQuery } from '@/lib/queries/calendar-feeds';
import type { CalendarFeed } from './calendar-types';
import { FeedItem } from './feed-item';
import { useChildren, useFeeds } from './use-calendar-data';
import { CALENDAR_COPY } from './calendar-copy';

const ALL = 'all';

const INSTRUCTIONS = CALENDAR_COPY.feeds.instructions;

/** Private subscription links (iCal) to the family calendar, optionally for one child. */
export default function SubscribeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const feeds = useFeeds();
  const children = useChildren();
  const [childId, setChildId] = useState(ALL);
  const create = useMutation({
    mutationFn: () => apiJson<CalendarFeed>('POST', '/api/calendar/feeds', { childId: childId === ALL ? null : childId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarFeedsQuery().queryKey });
      toast({ title: COPY.toast.success, description: CALENDAR_COPY.feeds.created });
    },
    onError: (e) => toast({ title: CALENDAR_COPY.feeds.createFailed, description: errorMessage(e), variant: 'destructive' }),
  });
  const options = [
    { value: ALL, label: CALENDAR_COPY.feeds.allChildren },
    ...(children.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{CALENDAR_COPY.feeds.title}</DialogTitle>
          <DialogDescription>{CALENDAR_COPY.feeds.description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <FormField id={`${id}-child`} label={CALENDAR_COPY.feeds.eventsFor}>
              <Select value={childId} options={options} onValueChange={setChildId} />
            </FormField>
          </div>
          <Button disabled={create.isPending} onClick={() => create.mutate()}>
            {create.isPending ? CALENDAR_COPY.feeds.creating : CALENDAR_COPY.feeds.create}
          </Button>
        </div>
        {feeds.isLoading ? (
          <Skeleton className="h-24" role="status" aria-label={CALENDAR_COPY.feeds.loading} />
        ) : feeds.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(feeds.error, CALENDAR_COPY.feeds.loadError)}
          </p>
        ) : feeds.data?.length ? (
          <ul className="grid gap-2">
            {feeds.data.map((feed) => (
              <FeedItem key={feed.id} feed={feed} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{CALENDAR_COPY.feeds.none}</p>
        )}
        <section aria-label={CALENDAR_COPY.feeds.howTo} className="grid gap-2 text-sm">
          <h3 className="font-semibold">{CALENDAR_COPY.feeds.howTo}</h3>
          <dl className="grid gap-2">
            {INSTRUCTIONS.map(({ app, steps }) => (
              <div key={app}>
                <dt className="font-medium">{app}</dt>
                <dd className="text-muted-foreground">{steps}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-muted-foreground">{CALENDAR_COPY.feeds.refresh}</p>
        </section>
      </DialogContent>
    </Dialog>
  );
}
