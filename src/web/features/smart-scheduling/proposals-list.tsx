import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Clock, X } from 'lucide-react';
import type { RescheduleProposal } from '@common/schemas/smart-scheduling';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { eventsQuery } from '@/lib/queries/events';
import { rescheduleProposalsQuery, scheduleAnalysesQuery } from '@/lib/queries/smart-scheduling';
import { useAuth } from '@/lib/use-auth';
import { viewerFormat } from '@/lib/viewer-format';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';

/** Moves of an event asked by one parent of the other: the parent asked accepts or declines, the other waits. */
export function ProposalsList() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const proposals = useQuery(rescheduleProposalsQuery());
  const answer = useMutation({
    mutationFn: ({ id, verb }: { id: string; verb: 'accept' | 'decline' }) =>
      apiJson<RescheduleProposal>('POST', `/api/smart-scheduling/proposals/${encodeURIComponent(id)}/${verb}`, {}),
    onSuccess: (p) =>
      toast({ title: p.status === 'accepted' ? COPY.proposal.accepted : COPY.proposal.declined, description: p.eventTitle }),
    onError: (error) => toast({ title: COPY.fixFailed, description: errorMessage(error), variant: 'destructive' }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: rescheduleProposalsQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: scheduleAnalysesQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: eventsQuery().queryKey });
    },
  });
  const list = proposals.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={COPY.proposal.heading} className="grid gap-2">
      <h2 className="text-sm font-medium">{COPY.proposal.heading}</h2>
      <ul className="grid gap-2">
        {list.map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
          >
            <p className="min-w-0 flex-1 basis-60">
              {COPY.proposal.text(p.proposedByName, p.eventTitle, viewerFormat.dateTime(p.newStart), p.reason)}
            </p>
            {p.requestedFrom === user?.id ? (
              <div className="flex gap-2">
                <Button size="sm" disabled={answer.isPending} onClick={() => answer.mutate({ id: p.id, verb: 'accept' })}>
                  <Check aria-hidden="true" />
                  {COPY.proposal.accept}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ id: p.id, verb: 'decline' })}
                >
                  <X aria-hidden="true" />
                  {COPY.proposal.decline}
                </Button>
              </div>
            ) : (
              <span className="flex items-center gap-1 text-muted-foreground">
                <Clock className="size-4" aria-hidden="true" />
                {COPY.proposal.waiting(p.requestedFromName)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
