import { viewerFormat } from '@/lib/viewer-format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { COPY } from '@common/copy';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { invalidateCustodyDependents } from '@/lib/queries/custody';
import type { ScheduleChange } from './calendar-types';
import { instantLabel, scheduleDay } from './schedule-change-labels';
import { CALENDAR_COPY } from './calendar-copy';

type Action = 'accept' | 'decline' | 'cancel';

/**
 * The pending proposal to change the custody schedule: the other parent accepts or declines it (with an
 * optional answer), the parent who proposed it can cancel it.
 */
export function ScheduleProposalCard({ proposal, userId, otherName }: { proposal: ScheduleChange; userId: string; otherName: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: Action) =>
      apiJson<ScheduleChange>(
        'POST',
        `/api/custody-schedule/proposals/${encodeURIComponent(proposal.id)}/${action}`,
        action === 'cancel' ? {} : answer.trim() ? { answer: answer.trim() } : {},
      ),
    onSuccess: async (_data, action) => {
      await invalidateCustodyDependents(queryClient);
      toast({ title: COPY.toast.success, description: CALENDAR_COPY.schedule.decided[action] });
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const mine = proposal.proposedBy === userId;
  const ends = proposal.kind === 'end';
  const from = proposal.requestedFrom ? scheduleDay(proposal.requestedFrom) : null;
  return (
    <Card className="border-warning/60 bg-warning/5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {CALENDAR_COPY.schedule.proposalCard}
        </CardTitle>
        <CardDescription>
          {mine ? CALENDAR_COPY.schedule.youPropose(otherName, ends) : CALENDAR_COPY.schedule.theyPropose(proposal.proposedByName, ends)} ·{' '}
          <time dateTime={proposal.proposedAt}>{instantLabel(proposal.proposedAt)}</time>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {!ends && <p className="font-medium break-words">{viewerFormat.localise(proposal.summary)}</p>}
        <p className="text-muted-foreground">{CALENDAR_COPY.schedule.takesEffect(from, !mine)}</p>
        {error && (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        )}
        {mine ? (
          <Button size="sm" variant="outline" className="w-fit" disabled={act.isPending} onClick={() => act.mutate('cancel')}>
            {CALENDAR_COPY.schedule.cancelProposal}
          </Button>
        ) : (
          <div className="grid gap-2 sm:max-w-md">
            <Label htmlFor={`${id}-answer`}>{CALENDAR_COPY.schedule.answerLabel}</Label>
            <Input id={`${id}-answer`} value={answer} onChange={(e) => setAnswer(e.target.value)} maxLength={500} />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={act.isPending} onClick={() => act.mutate('accept')}>
                {CALENDAR_COPY.schedule.accept}
              </Button>
              <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => act.mutate('decline')}>
                {CALENDAR_COPY.schedule.decline}
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
