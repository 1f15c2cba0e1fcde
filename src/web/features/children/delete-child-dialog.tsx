import type { Child } from '@common/schemas/children';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { REMOVAL_COPY } from './removal-copy';
import { useRemoveChild } from './use-child-removal';

/**
 * Asks before removing a child. With a co-parent, removing is a request they must accept; a parent alone
 * archives the child at once. Either way nothing is destroyed: the child's records stay.
 */
export function DeleteChildDialog({
  child,
  coParent,
  open,
  onClose,
}: {
  child: Child | undefined;
  coParent: { name: string } | null;
  open: boolean;
  onClose: () => void;
}) {
  const remove = useRemoveChild();
  const name = child?.name ?? '';
  const confirm = () => {
    if (!child) return;
    remove.mutate(child.id, {
      onSuccess: (request) => {
        if (request) {
          toast({
            title: REMOVAL_COPY.requestedTitle,
            description: REMOVAL_COPY.requestedText(name, coParent?.name ?? REMOVAL_COPY.coParentFallback),
          });
        } else {
          toast({ title: REMOVAL_COPY.removedTitle, description: REMOVAL_COPY.removedText(name) });
        }
        onClose();
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{REMOVAL_COPY.dialogTitle(name)}</DialogTitle>
          <DialogDescription>{coParent ? REMOVAL_COPY.withCoParent(name, coParent.name) : REMOVAL_COPY.alone(name)}</DialogDescription>
        </DialogHeader>
        {remove.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(remove.error)}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {REMOVAL_COPY.keep}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {coParent
              ? remove.isPending
                ? REMOVAL_COPY.asking
                : REMOVAL_COPY.ask
              : remove.isPending
                ? REMOVAL_COPY.removing
                : REMOVAL_COPY.remove}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
