import { PieChart } from 'lucide-react';
import { plural } from '@common/format/plural';
import { roundShares } from '@common/format/shares';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { viewerFormat } from '@/lib/viewer-format';
import type { NightsShare } from './calendar-types';
import type { ParentKey } from './custody-tint';
import { useTimeShare } from './use-calendar-data';
import { CALENDAR_COPY } from './calendar-copy';

/** '2026-11' → 'November 2026'; '2026' → 'Jan 1, 2026 – Dec 31, 2026' (the whole year, as scheduled). */
function periodLabel(label: string): string {
  if (/^\d{4}-\d{2}$/.test(label)) return viewerFormat.month(label);
  if (/^\d{4}$/.test(label)) return CALENDAR_COPY.period(viewerFormat.date(`${label}-01-01`), viewerFormat.date(`${label}-12-31`));
  return label;
}

function ShareBars({ label, nights, parents }: { label: string; nights: NightsShare[]; parents: ParentKey[] }) {
  const shares = roundShares(nights.map((share) => share.nights));
  return (
    <section aria-label={CALENDAR_COPY.overnights(periodLabel(label))} className="grid gap-2">
      <h3 className="text-sm font-semibold">{periodLabel(label)}</h3>
      {nights.map((share, index) => {
        const tint = parents.find((p) => p.parentId === share.parentId)?.tint;
        return (
          <div key={share.parentId} className="grid gap-1">
            <div className="flex justify-between gap-2 text-sm">
              <span className="truncate">{share.parentName}</span>
              <span className="shrink-0 tabular-nums text-muted-foreground">
                {plural(share.nights, CALENDAR_COPY.night)} · {shares[index]}%
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className={cn('h-full rounded-full', tint?.swatch ?? 'bg-primary')}
                style={{ width: `${Math.min(100, share.percent)}%` }}
              />
            </div>
          </div>
        );
      })}
    </section>
  );
}

/** Each parent's share of overnights for the visible month and the current year. */
export function TimeShareCard({ month, parents, hasSchedule }: { month: Date; parents: ParentKey[]; hasSchedule: boolean }) {
  const share = useTimeShare(month);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <PieChart className="size-4 text-primary" aria-hidden="true" />
          {CALENDAR_COPY.timeShare}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!hasSchedule ? (
          <p className="text-sm text-muted-foreground">{CALENDAR_COPY.timeShareNoSchedule}</p>
        ) : share.isLoading ? (
          <div role="status" aria-label={CALENDAR_COPY.loadingTimeShare} className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : share.isError || !share.data ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(share.error, CALENDAR_COPY.timeShareError)}
          </p>
        ) : (
          <>
            <ShareBars label={share.data.month.label} nights={share.data.month.nights} parents={parents} />
            <ShareBars label={share.data.year.label} nights={share.data.year.nights} parents={parents} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
