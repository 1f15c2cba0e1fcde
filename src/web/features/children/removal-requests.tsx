import { UserRoundX } from 'lucide-react';
import type { ChildRemovalRequest } from '@common/schemas/child-removal';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { REMOVAL_COPY } from './removal-copy';
import { type RemovalAction, useDecideRemoval } from './use-child-removal';

const DONE_TITLES: Record<RemovalAction, string> = {
  accept: REMOVAL_COPY.acceptedTitle,
  decline: REMOVAL_COPY.declinedTitle,
  cancel: REMOVAL_COPY.cancelledTitle,
};

/** Requests to remove a child waiting for an answer: the other parent agrees or keeps the child; the asker may cancel. */
export function RemovalRequests({
  requests,
  userId,
  coParentName,
}: {
  requests: ChildRemovalRequest[];
  userId: string;
  coParentName: string;
}) {
  const decide = useDecideRemoval();
  if (requests.length === 0) return null;
  const answer = (request: ChildRemovalRequest, action: RemovalAction) =>
    decide.mutate(
      { id: request.id, action },
      {
        onSuccess: () => toast({ title: DONE_TITLES[action] }),
        onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <section aria-label={REMOVAL_COPY.panelLabel} className="grid gap-3">
      {requests.map((request) => {
        const mine = request.requestedBy === userId;
        return (
          <div
            key={request.id}
            className="flex flex-col gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="flex min-w-0 items-start gap-3 text-sm">
              <UserRoundX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-words">
                {mine
                  ? REMOVAL_COPY.mine(request.childName, coParentName)
                  : REMOVAL_COPY.theirs(request.requestedByName, request.childName)}
              </span>
            </p>
            <div className="flex flex-wrap gap-2 sm:shrink-0">
              {mine ? (
                <Button variant="outline" size="sm" onClick={() => answer(request, 'cancel')} disabled={decide.isPending}>
                  {REMOVAL_COPY.cancel}
                </Button>
              ) : (
                <>
                  <Button variant="outline" size="sm" onClick={() => answer(request, 'decline')} disabled={decide.isPending}>
                    {REMOVAL_COPY.decline(request.childName)}
                  </Button>
                  <Button variant="destructive" size="sm" onClick={() => answer(request, 'accept')} disabled={decide.isPending}>
                    {REMOVAL_COPY.accept(request.childName)}
                  </Button>
                </>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
