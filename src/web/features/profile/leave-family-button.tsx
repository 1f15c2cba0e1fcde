import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useLeaveFamily } from './use-profile-data';

export function LeaveFamilyButton({ coParentName }: { coParentName: string }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveFamily();

  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'You left the family', description: 'You now have a family space of your own.' });
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) leave.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive-outline" className="w-full sm:w-fit">
          <LogOut aria-hidden="true" />
          Leave family
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave this family?</DialogTitle>
          <DialogDescription>
            You will stop sharing the calendar, messages and records with {coParentName}. To share again, one of you will need to send a new
            invitation.
          </DialogDescription>
        </DialogHeader>
        {leave.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(leave.error)}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Stay
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={leave.isPending}>
            {leave.isPending ? 'Leaving…' : 'Leave family'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
