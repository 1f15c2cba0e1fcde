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
      toast({ title: COPY.toast.success, description: 'Swap request sent.' });
      onOpenChange(false);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const mine = (custody.data?.days ?? []).filter((d) => d.parentId === userId).map((d) => d.date);
  const theirs = (custody.data?.days ?? []).filter((d) => d.parentId !== userId).map((d) => d.date);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    if (!dates.length) return setError('Choose at least one of your days.');
    if (!reason.trim()) return setError('Please give a reason.');
    send.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Request swap</DialogTitle>
          <DialogDescription>Your co-parent can accept or decline. Nothing changes until they accept.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {custody.isLoading ? (
            <Skeleton className="h-24" role="status" aria-label="Loading your days" />
          ) : custody.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(custody.error, 'Could not load the custody days.')}
            </p>
          ) : (
            <>
              <div className="grid gap-2">
                <p className="text-sm font-medium">Your days to swap</p>
                <DayChips label="Your days to swap" days={mine} selected={dates} onChange={setDates} />
              </div>
              <div className="grid gap-2">
                <p className="text-sm font-medium">Make-up days you would take instead (optional)</p>
                <DayChips label="Make-up days" days={theirs} selected={makeUp} onChange={setMakeUp} />
              </div>
            </>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={1000}
              placeholder="e.g. Work trip that week"
            />
          </div>
          {error && (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
