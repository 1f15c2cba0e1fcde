import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { exchangeCheckInsQuery } from '@/lib/queries/check-ins';
import { CHECK_IN_COPY as COPY } from './check-in-copy';
import { CheckInPanel } from './check-in-panel';

/** The calendar's handover sheet: this handover's check-ins and the viewer's one-tap check-in (a chunk of its own). */
export default function ExchangeCheckInSection({ at }: { at: string }) {
  const query = useQuery(exchangeCheckInsQuery(at));
  return (
    <section aria-labelledby="exchange-check-in-title" className="grid gap-2 border-t p-4">
      <h3 id="exchange-check-in-title" className="text-sm font-semibold">
        {COPY.cardTitle}
      </h3>
      {query.isLoading ? (
        <Skeleton className="h-16" />
      ) : query.data ? (
        <CheckInPanel data={query.data} idPrefix="sheet-check-in" />
      ) : (
        <p className="text-sm text-muted-foreground">{COPY.loadFailed}</p>
      )}
    </section>
  );
}
