import type { Child } from '@common/schemas/children';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      title={REMOVAL_COPY.dialogTitle(name)}
      description={coParent ? REMOVAL_COPY.withCoParent(name, coParent.name) : REMOVAL_COPY.alone(name)}
      cancelLabel={REMOVAL_COPY.keep}
      confirmLabel={coParent ? REMOVAL_COPY.ask : REMOVAL_COPY.remove}
      pendingLabel={coParent ? REMOVAL_COPY.asking : REMOVAL_COPY.removing}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      destructive
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
