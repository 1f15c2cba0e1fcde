import type { MediaItem } from '@common/schemas/media';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { MEDIA_COPY } from './media-copy';
import { useDeleteMedia } from './use-media';

/** Asks before deleting; only the uploader is offered this. */
export function DeleteMediaDialog({ item, onClose }: { item: MediaItem | undefined; onClose: () => void }) {
  const remove = useDeleteMedia();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: MEDIA_COPY.deleted, description: item.fileName });
        close();
      },
    });
  };
  return (
    <ConfirmDialog
      open={item !== undefined}
      title={MEDIA_COPY.deleteTitle(item?.fileName ?? '')}
      titleClassName="break-all"
      description={MEDIA_COPY.deleteText}
      cancelLabel={MEDIA_COPY.keep}
      confirmLabel={MEDIA_COPY.delete}
      pendingLabel={MEDIA_COPY.deleting}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      destructive
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
