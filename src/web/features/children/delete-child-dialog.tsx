import type { Child } from '@common/schemas/children';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { CHILD_COPY } from './child-copy';
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
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!child) return;
    remove.mutate(child.id, {
      onSuccess: (request) => {
        if (request) {
          toast({
            title: CHILD_COPY.removal.requestedTitle,
            description: CHILD_COPY.removal.requestedText(name, coParent?.name ?? CHILD_COPY.removal.coParentFallback),
          });
        } else {
          toast({ title: CHILD_COPY.removal.removedTitle, description: CHILD_COPY.removal.removedText(name) });
        }
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={CHILD_COPY.removal.dialogTitle(name)}
      description={coParent ? CHILD_COPY.removal.withCoParent(name, coParent.name) : CHILD_COPY.removal.alone(name)}
      cancelLabel={CHILD_COPY.removal.keep}
      confirmLabel={coParent ? CHILD_COPY.removal.ask : CHILD_COPY.removal.remove}
      pendingLabel={coParent ? CHILD_COPY.removal.asking : CHILD_COPY.removal.removing}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      destructive
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
