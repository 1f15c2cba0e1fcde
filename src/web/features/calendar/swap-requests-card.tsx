import { ArrowLeftRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { SwapRequestItem } from './swap-request-item';
import { useSwapRequests } from './use-calendar-data';
import { CALENDAR_COPY } from './calendar-copy';

/** Pending requests first (the ones this parent must answer on top), then the decided ones. */
export function SwapRequestsCard({ userId, canRequest, onRequest }: { userId: string; canRequest: boolean; onRequest: () => void }) {
  const swaps = useSwapRequests();
  const list = [...(swaps.data ?? [])].sort((a, b) => {
    const rank = (s: typeof a) => (s.status === 'pending' ? (s.requestedBy === userId ? 1 : 0) : 2);
    return rank(a) - rank(b) || Date.parse(b.createdAt) - Date.parse(a.createdAt);
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ArrowLeftRight className="size-4 text-primary" aria-hidden="true" />
          {CALENDAR_COPY.swapRequests}
        </CardTitle>
        <CardAction>
          <Button size="sm" variant="outline" onClick={onRequest} disabled={!canRequest}>
            {CALENDAR_COPY.requestSwap}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {!canRequest && <p className="mb-2 text-sm text-muted-foreground">{CALENDAR_COPY.swapsNeedSchedule}</p>}
        {swaps.isLoading ? (
          <Skeleton className="h-20" role="status" aria-label={CALENDAR_COPY.loadingSwaps} />
        ) : swaps.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(swaps.error, CALENDAR_COPY.swapsError)}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{CALENDAR_COPY.noSwaps}</p>
        ) : (
          <ul className="grid max-h-[32rem] gap-2 overflow-y-auto">
            {list.map((request) => (
              <SwapRequestItem key={request.id} request={request} userId={userId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
