import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw, Trash2 } from 'lucide-react';
import { COPY } from '@common/copy';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { calendarFeedsQuery } from '@/lib/queries/calendar-feeds';
import type { CalendarFeed } from './calendar-types';
import { CALENDAR_COPY } from './calendar-copy';

export const absoluteFeedUrl = (url: string) => new URL(url, window.location.origin).toString();

/** One private feed link: copy, rotate (new link, old one stops) or revoke. */
export function FeedItem({ feed }: { feed: CalendarFeed }) {
  const queryClient = useQueryClient();
  const url = absoluteFeedUrl(feed.url);
  const label = CALENDAR_COPY.feeds.feedLabel(feed.childName);
  const onError = (e: unknown) => toast({ title: CALENDAR_COPY.feeds.updateFailed, description: errorMessage(e), variant: 'destructive' });
  const rotate = useMutation({
    mutationFn: () => apiJson<CalendarFeed>('POST', `/api/calendar/feeds/${encodeURIComponent(feed.id)}/rotate`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarFeedsQuery().queryKey });
      toast({ title: COPY.toast.success, description: CALENDAR_COPY.feeds.rotated });
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: () => apiJson<void>('DELETE', `/api/calendar/feeds/${encodeURIComponent(feed.id)}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarFeedsQuery().queryKey });
      toast({ title: COPY.toast.success, description: CALENDAR_COPY.feeds.revoked });
    },
    onError,
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: COPY.toast.linkCopied });
    } catch {
      toast({ title: CALENDAR_COPY.feeds.copyFailed, description: CALENDAR_COPY.feeds.copyFailedText, variant: 'destructive' });
    }
  };
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <Label htmlFor={`feed-${feed.id}`}>{label}</Label>
      <Input id={`feed-${feed.id}`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {CALENDAR_COPY.feeds.copyLink}
        </Button>
        <Button size="sm" variant="outline" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
          <RefreshCw aria-hidden="true" />
          {CALENDAR_COPY.feeds.newLink}
        </Button>
        <Button size="sm" variant="destructive-outline" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
          <Trash2 aria-hidden="true" />
          {CALENDAR_COPY.feeds.revoke}
        </Button>
      </div>
    </li>
  );
}
