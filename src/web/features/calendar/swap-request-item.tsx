import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { COPY } from '@common/copy';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { invalidateCustodyDependents } from '@/lib/queries/custody';
import { cn } from '@/lib/utils';
import { viewerFormat } from '@/lib/viewer-format';
import type { SwapRequest } from './calendar-types';
import { formatSwapDates, STATUS_LABEL } from './swap-dates';
import { CALENDAR_COPY } from './calendar-copy';

type Action = 'accept' | 'decline' | 'cancel';
const DONE: Record<Action, string> = CALENDAR_COPY.swapDone;
const STATUS_STYLE = {
  pending: 'bg-warning/15 text-amber-800 dark:text-warning',
  accepted: 'bg-success/15 text-emerald-800 dark:text-success',
  declined: 'bg-destructive/10 text-destructive',
  cancelled: 'bg-muted text-muted-foreground',
  expired: 'bg-muted text-muted-foreground',
} as const;

/** One swap request: what, why, its status and history; Accept/Decline for the co-parent, Cancel for the asker. */
export function SwapRequestItem({ request, userId }: { request: SwapRequest; userId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: Action) =>
      apiJson<SwapRequest>(
        'POST',
        `/api/swap-requests/${encodeURIComponent(request.id)}/${action}`,
        action === 'cancel' ? undefined : answer.trim() ? { answer: answer.trim() } : {},
      ),
    onSuccess: async (_data, action) => {
      await invalidateCustodyDependents(queryClient);
      toast({ title: COPY.toast.success, description: DONE[action] });
    },
    onError: (e) => {
      setError(errorMessage(e));
      // Refused because it expired meanwhile: the list shows it as expired.
      void invalidateCustodyDependents(queryClient);
    },
  });
  const mine = request.requestedBy === userId;
  const pending = request.status === 'pending';
  const expiry = request.status === 'expired' ? request.history.findLast((h) => h.action === 'expired') : undefined;
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium">{CALENDAR_COPY.swapAsked(mine, request.requestedByName, formatSwapDates(request.dates))}</p>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLE[request.status])}>
          {STATUS_LABEL[request.status]}
        </span>
      </div>
      {request.makeUpDates.length > 0 && (
        <p className="text-muted-foreground">{CALENDAR_COPY.makeUp(formatSwapDates(request.makeUpDates))}</p>
      )}
      <p className="whitespace-pre-wrap">“{request.reason}”</p>
      {request.answer && (
        <p className="text-muted-foreground">
          {CALENDAR_COPY.answerBy(request.answeredByName)}: “{request.answer}”
        </p>
      )}
      {expiry?.note && <p className="text-muted-foreground">{CALENDAR_COPY.swapExpired(expiry.note)}</p>}
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
      {pending && !mine && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-answer`}>{CALENDAR_COPY.schedule.answerLabel}</Label>
          <Input id={`${id}-answer`} value={answer} onChange={(e) => setAnswer(e.target.value)} maxLength={1000} />
          <div className="flex gap-2">
            <Button size="sm" disabled={act.isPending} onClick={() => act.mutate('accept')}>
              {CALENDAR_COPY.schedule.accept}
            </Button>
            <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => act.mutate('decline')}>
              {CALENDAR_COPY.schedule.decline}
            </Button>
          </div>
        </div>
      )}
      {pending && mine && (
        <Button size="sm" variant="outline" className="w-fit" disabled={act.isPending} onClick={() => act.mutate('cancel')}>
          {CALENDAR_COPY.cancelRequest}
        </Button>
      )}
      <details className="text-muted-foreground">
        <summary className="cursor-pointer text-xs">{CALENDAR_COPY.history}</summary>
        <ol className="mt-1 grid gap-1 text-xs">
          {request.history.map((h, i) => (
            <li key={i}>
              <time dateTime={h.at}>{viewerFormat.dateTime(h.at)}</time>:{' '}
              {h.by === null ? CALENDAR_COPY.historyExpired : CALENDAR_COPY.historyStep(h.byName, h.action)}
              {h.note ? ` — “${h.note}”` : ''}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
