import type { Child } from '@common/schemas/children';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useDeleteChild } from './use-children';

/** Asks before removing a child; their calendar events stay, without the child's name. */
export function DeleteChildDialog({ child, open, onClose }: { child: Child | undefined; open: boolean; onClose: () => void }) {
  const remove = useDeleteChild();
  const confirm = () => {
    if (!child) return;
    remove.mutate(child.id, {
      onSuccess: () => {
        toast({ title: 'Child removed', description: `${child.name} was removed from your family.` });
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
          <DialogTitle>Remove {child?.name}?</DialogTitle>
          <DialogDescription>
            Their details and photo are deleted for both parents. Calendar events for {child?.name} stay, without a child named. This cannot
            be undone.
          </DialogDescription>
        </DialogHeader>
        {remove.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(remove.error)}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Keep
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Removing…' : 'Remove'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
