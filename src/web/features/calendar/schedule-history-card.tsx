import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toYmd } from './calendar-dates';
import type { ScheduleChange } from './calendar-types';
import { answeredLine, CHANGE_STATUS_LABEL, CHANGE_STATUS_VARIANT, changeTitle, effectLine, instantLabel } from './schedule-change-labels';
import { CALENDAR_COPY } from './calendar-copy';
import { useScheduleHistory } from './use-calendar-data';

function HistoryItem({ change, today }: { change: ScheduleChange; today: string }) {
  const answered = answeredLine(change);
  const effect = effectLine(change, today);
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{changeTitle(change)}</p>
        <Badge variant={CHANGE_STATUS_VARIANT[change.status]}>{CHANGE_STATUS_LABEL[change.status]}</Badge>
      </div>
      <p className="text-muted-foreground">
        {CALENDAR_COPY.changeBy(change.status === 'applied', change.proposedByName)}{' '}
        <time dateTime={change.proposedAt}>{instantLabel(change.proposedAt)}</time>
      </p>
      {answered && <p className="text-muted-foreground">{answered}</p>}
      {effect && <p className="font-medium">{effect}</p>}
      {change.answer && (
        <p className="break-words text-muted-foreground">
          {CALENDAR_COPY.answerBy(change.answeredByName)}: “{change.answer}”
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
          {CALENDAR_COPY.schedule.historyCard}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isLoading ? (
          <Skeleton className="h-16" role="status" aria-label={CALENDAR_COPY.loadingScheduleHistory} />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(history.error, CALENDAR_COPY.scheduleHistoryError)}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{CALENDAR_COPY.schedule.noHistory}</p>
        ) : (
          <ol className="grid max-h-[28rem] gap-2 overflow-y-auto" aria-label={CALENDAR_COPY.schedule.historyCard}>
            {list.map((change) => (
              <HistoryItem key={change.id} change={change} today={today} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
