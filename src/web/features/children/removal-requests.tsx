import { UserRoundX } from 'lucide-react';
import type { ChildRemovalRequest } from '@common/schemas/child-removal';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { CHILD_COPY } from './child-copy';
import { type RemovalAction, useDecideRemoval } from './use-child-removal';

const DONE_TITLES: Record<RemovalAction, string> = {
  accept: CHILD_COPY.removal.acceptedTitle,
  decline: CHILD_COPY.removal.declinedTitle,
  cancel: CHILD_COPY.removal.cancelledTitle,
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
    <section aria-label={CHILD_COPY.removal.panelLabel} className="grid gap-3">
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
                  ? CHILD_COPY.removal.mine(request.childName, coParentName)
                  : CHILD_COPY.removal.theirs(request.requestedByName, request.childName)}
              </span>
            </p>
            <div className="flex flex-wrap gap-2 sm:shrink-0">
              {mine ? (
                <Button variant="outline" size="sm" onClick={() => answer(request, 'cancel')} disabled={decide.isPending}>
                  {CHILD_COPY.removal.cancel}
                </Button>
              ) : (
                <>
                  <Button variant="outline" size="sm" onClick={() => answer(request, 'decline')} disabled={decide.isPending}>
                    {CHILD_COPY.removal.decline(request.childName)}
                  </Button>
                  <Button variant="destructive" size="sm" onClick={() => answer(request, 'accept')} disabled={decide.isPending}>
                    {CHILD_COPY.removal.accept(request.childName)}
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
