import type { TimelineEntry } from '@common/schemas/timeline';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useDeleteEntry } from './use-timeline';

export function DeleteEntryDialog({ entry, open, onClose }: { entry: TimelineEntry | undefined; open: boolean; onClose: () => void }) {
  const remove = useDeleteEntry();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this entry?</DialogTitle>
          <DialogDescription>
            {entry?.isPrivate
              ? `“${entry.title}” will be removed from your timeline. It stays private to you.`
              : `“${entry?.title ?? ''}” will be removed from the timeline for both parents. It is kept in your family's record, and the History shows who removed it and when.`}
          </DialogDescription>
        </DialogHeader>
        {remove.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(remove.error)}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending || !entry}
            onClick={() =>
              entry &&
              remove.mutate(entry, {
                onSuccess: () => {
                  toast({ title: 'Entry deleted', description: `“${entry.title}” was removed.` });
                  onClose();
                },
              })
            }
          >
            {remove.isPending ? 'Deleting…' : 'Delete entry'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
