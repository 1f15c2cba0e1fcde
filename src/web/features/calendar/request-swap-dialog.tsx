import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { COPY } from '@common/copy';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { custodyCalendarQuery, invalidateCustodyDependents } from '@/lib/queries/custody';
import { addDays, toYmd } from './calendar-dates';
import type { SwapRequest } from './calendar-types';
import { DayChips } from './day-chips';
import { CALENDAR_COPY } from './calendar-copy';

const WEEKS_AHEAD = 8;

/** Ask the co-parent to take some of your days, optionally offering make-up days in return. */
export default function RequestSwapDialog({
  open,
  onOpenChange,
  userId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const from = toYmd(addDays(new Date(), 1));
  const to = toYmd(addDays(new Date(), WEEKS_AHEAD * 7));
  const custody = useQuery(custodyCalendarQuery({ from, to }));
  const [dates, setDates] = useState<string[]>([]);
  const [makeUp, setMakeUp] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => apiJson<SwapRequest>('POST', '/api/swap-requests', { dates, makeUpDates: makeUp, reason: reason.trim() }),
    onSuccess: async () => {
      await invalidateCustodyDependents(queryClient);
      toast({ title: COPY.toast.success, description: CALENDAR_COPY.swap.sent });
      onOpenChange(false);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const mine = (custody.data?.days ?? []).filter((d) => d.parentId === userId).map((d) => d.date);
  const theirs = (custody.data?.days ?? []).filter((d) => d.parentId !== userId).map((d) => d.date);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    if (!dates.length) return setError(CALENDAR_COPY.swap.noDates);
    if (!reason.trim()) return setError(CALENDAR_COPY.swap.noReason);
    send.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{CALENDAR_COPY.swap.title}</DialogTitle>
          <DialogDescription>{CALENDAR_COPY.swap.description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {custody.isLoading ? (
            <Skeleton className="h-24" role="status" aria-label={CALENDAR_COPY.swap.loadingDays} />
          ) : custody.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(custody.error, CALENDAR_COPY.swap.daysError)}
            </p>
          ) : (
            <>
              <div className="grid gap-2">
                <p className="text-sm font-medium">{CALENDAR_COPY.swap.yourDays}</p>
                <DayChips label={CALENDAR_COPY.swap.yourDays} days={mine} selected={dates} onChange={setDates} />
              </div>
              <div className="grid gap-2">
                <p className="text-sm font-medium">{CALENDAR_COPY.swap.makeUpDays}</p>
                <DayChips label={CALENDAR_COPY.swap.makeUpLabel} days={theirs} selected={makeUp} onChange={setMakeUp} />
              </div>
            </>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>{CALENDAR_COPY.swap.reason}</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={1000}
              placeholder={CALENDAR_COPY.swap.reasonPlaceholder}
            />
          </div>
          {error && (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {CALENDAR_COPY.swap.cancel}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? CALENDAR_COPY.swap.sending : CALENDAR_COPY.swap.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
