import { viewerFormat } from '@/lib/viewer-format';
import type { WellnessEntry } from '@common/schemas/wellness';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useDeleteCheckIn } from './use-wellness';
import { WELLNESS_COPY } from './wellness-copy';

/** Asks before deleting one of the parent's own check-ins. */
export function DeleteCheckInDialog({ entry, onClose }: { entry: WellnessEntry | undefined; onClose: () => void }) {
  const remove = useDeleteCheckIn();
  const day = entry ? viewerFormat.weekdayDate(entry.entryDate) : '';
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () =>
    entry &&
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast({ title: WELLNESS_COPY.deleted, description: WELLNESS_COPY.deletedText(day) });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open={entry !== undefined}
      title={WELLNESS_COPY.deleteTitle(day)}
      description={WELLNESS_COPY.deleteText}
      confirmLabel={WELLNESS_COPY.delete}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      destructive
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
