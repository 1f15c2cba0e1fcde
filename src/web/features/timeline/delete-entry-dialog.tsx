import type { TimelineEntry } from '@common/schemas/timeline';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { TIMELINE_COPY } from './timeline-copy';
import { useDeleteEntry } from './use-timeline';

export function DeleteEntryDialog({ entry, open, onClose }: { entry: TimelineEntry | undefined; open: boolean; onClose: () => void }) {
  const remove = useDeleteEntry();
  const confirm = () =>
    entry &&
    remove.mutate(entry, {
      onSuccess: () => {
        toast({ title: TIMELINE_COPY.deleted, description: TIMELINE_COPY.deletedText(entry.title) });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open={open}
      title={TIMELINE_COPY.deleteTitle}
      description={entry?.isPrivate ? TIMELINE_COPY.deletePrivateText(entry.title) : TIMELINE_COPY.deleteSharedText(entry?.title ?? '')}
      confirmLabel={TIMELINE_COPY.delete}
      pendingLabel={TIMELINE_COPY.deleting}
      pending={remove.isPending}
      disabled={!entry}
      error={remove.isError ? errorMessage(remove.error) : null}
      destructive
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
