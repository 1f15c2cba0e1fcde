import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { PROFILE_COPY } from './profile-copy';
import { useLeaveFamily } from './use-profile-data';

const LEAVE_COPY = PROFILE_COPY.leave;

export function LeaveFamilyButton({ coParentName }: { coParentName: string }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveFamily();
  const close = () => {
    setOpen(false);
    leave.reset();
  };
  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: LEAVE_COPY.left, description: LEAVE_COPY.leftText });
      },
    });

  return (
    <>
      <Button variant="destructive-outline" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" />
        {LEAVE_COPY.button}
      </Button>
      <ConfirmDialog
        open={open}
        title={LEAVE_COPY.title}
        description={LEAVE_COPY.text(coParentName)}
        cancelLabel={LEAVE_COPY.stay}
        confirmLabel={LEAVE_COPY.button}
        pendingLabel={LEAVE_COPY.leaving}
        pending={leave.isPending}
        error={leave.isError ? errorMessage(leave.error) : null}
        destructive
        onCancel={close}
        onConfirm={confirm}
      />
    </>
  );
}
