import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toYmd } from './calendar-dates';
import type { ScheduleChange } from './calendar-types';
import { answeredLine, CHANGE_STATUS_LABEL, CHANGE_STATUS_VARIANT, changeTitle, effectLine, instantLabel } from './schedule-change-labels';
import { SCHEDULE_COPY } from './schedule-copy';
import { useScheduleHistory } from './use-calendar-data';

function HistoryItem({ change, today }: { change: ScheduleChange; today: string }) {
  const answered = answeredLine(change);
  const effect = effectLine(change, today);
  const verb = change.status === 'applied' ? 'Set' : 'Proposed';
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{changeTitle(change)}</p>
        <Badge variant={CHANGE_STATUS_VARIANT[change.status]}>{CHANGE_STATUS_LABEL[change.status]}</Badge>
      </div>
      <p className="text-muted-foreground">
        {verb} by {change.proposedByName} on <time dateTime={change.proposedAt}>{instantLabel(change.proposedAt)}</time>
      </p>
      {answered && <p className="text-muted-foreground">{answered}</p>}
      {effect && <p className="font-medium">{effect}</p>}
      {change.answer && (
        <p className="break-words text-muted-foreground">
          {change.answeredByName ?? 'Answer'}: “{change.answer}”
        </p>
      )}
    </li>
  );
}

/** Every change of the custody schedule, newest first: who proposed it, who answered, from when it applies. */
export function ScheduleHistoryCard({ className }: { className?: string }) {
  const history = useScheduleHistory();
  const today = toYmd(new Date());
  const list = [...(history.data ?? [])].reverse();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4 text-primary" aria-hidden="true" />
          {SCHEDULE_COPY.historyCard}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isLoading ? (
          <Skeleton className="h-16" role="status" aria-label="Loading schedule history" />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(history.error, 'Could not load the schedule history.')}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{SCHEDULE_COPY.noHistory}</p>
        ) : (
          <ol className="grid max-h-[28rem] gap-2 overflow-y-auto" aria-label={SCHEDULE_COPY.historyCard}>
            {list.map((change) => (
              <HistoryItem key={change.id} change={change} today={today} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
