import { History } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { HISTORY_COPY } from './history-copy';

export function HistoryEmpty({ kindLabel }: { kindLabel: string | undefined }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
      <History className="size-12 text-muted-foreground opacity-60" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{kindLabel ? HISTORY_COPY.emptyFiltered(kindLabel) : HISTORY_COPY.empty}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{HISTORY_COPY.emptyText}</p>
    </div>
  );
}

export function HistorySkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-label={HISTORY_COPY.loading}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="grid gap-2 rounded-xl border p-4">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}
