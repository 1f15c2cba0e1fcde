import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { COPY } from '@common/copy';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { calendarFeedsQuery } from '@/lib/queries/calendar-feeds';
import type { CalendarFeed } from './calendar-types';
import { CALENDAR_COPY } from './calendar-copy';

export const absoluteFeedUrl = (url: string) => new URL(url, window.location.origin).toString();

type FeedAction = 'rotate' | 'revoke';

/** Replacing or revoking a link breaks every calendar subscribed to it, so both are confirmed first. */
function useFeedAction(feed: CalendarFeed, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: FeedAction) => {
      const path = `/api/calendar/feeds/${encodeURIComponent(feed.id)}`;
      await (action === 'rotate' ? apiJson<CalendarFeed>('POST', `${path}/rotate`) : apiJson<void>('DELETE', path));
    },
    onSuccess: async (_result, action) => {
      await queryClient.invalidateQueries({ queryKey: calendarFeedsQuery().queryKey });
      onDone();
      toast({ title: COPY.toast.success, description: action === 'rotate' ? CALENDAR_COPY.feeds.rotated : CALENDAR_COPY.feeds.revoked });
    },
  });
}

/** One private feed link: copy, rotate (new link, old one stops) or revoke. */
export function FeedItem({ feed }: { feed: CalendarFeed }) {
  const [confirming, setConfirming] = useState<FeedAction | null>(null);
  const action = useFeedAction(feed, () => setConfirming(null));
  const url = absoluteFeedUrl(feed.url);
  const label = CALENDAR_COPY.feeds.feedLabel(feed.childName);
  const confirmCopy = confirming === 'rotate' ? CALENDAR_COPY.feeds.confirmRotate : CALENDAR_COPY.feeds.confirmRevoke;
  const ask = (next: FeedAction) => {
    action.reset();
    setConfirming(next);
  };
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
        <Button size="sm" variant="outline" onClick={() => ask('rotate')}>
          <RefreshCw aria-hidden="true" />
          {CALENDAR_COPY.feeds.newLink}
        </Button>
        <Button size="sm" variant="destructive-outline" onClick={() => ask('revoke')}>
          <Trash2 aria-hidden="true" />
          {CALENDAR_COPY.feeds.revoke}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirmCopy.title}
        description={confirmCopy.text}
        confirmLabel={confirmCopy.confirm}
        pendingLabel={confirmCopy.pending}
        pending={action.isPending}
        error={action.error ? `${CALENDAR_COPY.feeds.updateFailed}: ${errorMessage(action.error)}` : null}
        destructive={confirming === 'revoke'}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && action.mutate(confirming)}
      />
    </li>
  );
}
