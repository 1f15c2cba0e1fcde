import type { WellnessEntry } from '@common/schemas/wellness';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDay } from './dates';
import { useDeleteCheckIn } from './use-wellness';

/** Asks before deleting one of the parent's own check-ins. */
export function DeleteCheckInDialog({ entry, onClose }: { entry: WellnessEntry | undefined; onClose: () => void }) {
  const remove = useDeleteCheckIn();
  const day = entry ? formatDay(entry.entryDate) : '';
  return (
    <Dialog
      open={entry !== undefined}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete the check-in of {day}?</DialogTitle>
          <DialogDescription>It is removed from your averages, chart and insights. This cannot be undone.</DialogDescription>
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
            disabled={remove.isPending}
            onClick={() =>
              entry &&
              remove.mutate(entry.id, {
                onSuccess: () => {
                  toast({ title: 'Check-in deleted', description: `The check-in of ${day} was deleted.` });
                  onClose();
                },
              })
            }
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
