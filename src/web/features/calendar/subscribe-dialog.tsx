import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { COPY } from '@common/copy';
import { FormField } from '@/components/form-field';
import { OptionSelect } from '@/components/ui/select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { calendarFeedsQuery } from '@/lib/queries/calendar-feeds';
import type { CalendarFeed } from './calendar-types';
import { FeedItem } from './feed-item';
import { useChildren, useFeeds } from './use-calendar-data';

const ALL = 'all';

const INSTRUCTIONS = [
  {
    app: 'Google Calendar',
    steps:
      'On a computer, open Google Calendar, choose + beside "Other calendars", then "From URL", paste the link and choose "Add calendar".',
  },
  {
    app: 'Apple Calendar',
    steps:
      'On iPhone: Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar, and paste the link. On a Mac: File → New Calendar Subscription.',
  },
  {
    app: 'Outlook',
    steps: 'In Outlook on the web, choose Add calendar → Subscribe from web, paste the link, give it a name and choose Import.',
  },
];

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
      toast({ title: COPY.toast.success, description: 'Private link created.' });
    },
    onError: (e) => toast({ title: 'Could not create the link', description: errorMessage(e), variant: 'destructive' }),
  });
  const options = [{ value: ALL, label: 'All children' }, ...(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Subscribe</DialogTitle>
          <DialogDescription>
            A private link shows the family's events and custody days in your own calendar app, and stays up to date. Anyone with the link
            can read it: keep it private, and revoke it if it leaks.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <FormField id={`${id}-child`} label="Events for">
              <OptionSelect value={childId} options={options} onChange={setChildId} />
            </FormField>
          </div>
          <Button disabled={create.isPending} onClick={() => create.mutate()}>
            {create.isPending ? 'Creating…' : 'Create private link'}
          </Button>
        </div>
        {feeds.isLoading ? (
          <Skeleton className="h-24" role="status" aria-label="Loading links" />
        ) : feeds.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(feeds.error, 'Could not load your links.')}
          </p>
        ) : feeds.data?.length ? (
          <ul className="grid gap-2">
            {feeds.data.map((feed) => (
              <FeedItem key={feed.id} feed={feed} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No private links yet.</p>
        )}
        <section aria-label="How to subscribe" className="grid gap-2 text-sm">
          <h3 className="font-semibold">How to subscribe</h3>
          <dl className="grid gap-2">
            {INSTRUCTIONS.map(({ app, steps }) => (
              <div key={app}>
                <dt className="font-medium">{app}</dt>
                <dd className="text-muted-foreground">{steps}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-muted-foreground">
            Calendar apps refresh subscriptions on their own schedule (Google: every few hours).
          </p>
        </section>
      </DialogContent>
    </Dialog>
  );
}
