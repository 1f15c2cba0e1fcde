import type { MediaItem } from '@common/schemas/media';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
    <Dialog open={item !== undefined} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-all">{MEDIA_COPY.deleteTitle(item?.fileName ?? '')}</DialogTitle>
          <DialogDescription>{MEDIA_COPY.deleteText}</DialogDescription>
        </DialogHeader>
        {remove.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(remove.error)}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {MEDIA_COPY.keep}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? MEDIA_COPY.deleting : MEDIA_COPY.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
