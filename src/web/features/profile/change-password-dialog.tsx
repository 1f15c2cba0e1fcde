import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { FormFooter } from '@/components/form/form-footer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorFields, errorMessage } from '@/lib/api';
import { SECURITY_COPY } from './security-copy';
import { useChangePassword } from './use-account';

const TEXT = SECURITY_COPY.password;

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const change = useChangePassword();
  const fields = errorFields(change.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ endedSessions }) => {
          toast({ title: TEXT.changed, description: TEXT.changedText(endedSessions) });
          onDone();
        },
      },
    );
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id={`${id}-current`} label={TEXT.current} error={fields.currentPassword}>
        <Input
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-new`} label={TEXT.next} error={fields.newPassword} hint={TEXT.nextHint}>
        <Input type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
      </FormField>
      <FormFooter
        submitLabel={TEXT.save}
        pendingLabel={TEXT.saving}
        pending={change.isPending}
        error={change.isError && Object.keys(fields).length === 0 ? errorMessage(change.error) : null}
        onCancel={onDone}
      />
    </form>
  );
}

export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full justify-start! sm:w-auto">
          <KeyRound aria-hidden="true" />
          {TEXT.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TEXT.title}</DialogTitle>
          <DialogDescription>{TEXT.description}</DialogDescription>
        </DialogHeader>
        {open && <ChangePasswordForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
