import { Pencil } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { User } from '@common/schemas/auth';
import { FormField } from '@/components/form-field';
import { FormFooter } from '@/components/form/form-footer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorFields, errorMessage } from '@/lib/api';
import { SECURITY_COPY } from './security-copy';
import { useUpdateProfile } from './use-account';

const TEXT = SECURITY_COPY.edit;

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const id = useId();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const update = useUpdateProfile();
  const fields = errorFields(update.error);
  const emailChanges = email.trim().toLowerCase() !== user.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { firstName, lastName, email, ...(emailChanges ? { currentPassword } : {}) },
      {
        onSuccess: ({ pendingEmail }) => {
          toast({ title: TEXT.saved, ...(pendingEmail ? { description: TEXT.checkNewEmail(pendingEmail) } : {}) });
          onDone();
        },
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-first`} label={TEXT.firstName} error={fields.firstName}>
          <Input autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        </FormField>
        <FormField id={`${id}-last`} label={TEXT.lastName} error={fields.lastName}>
          <Input autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
        </FormField>
      </div>
      <FormField id={`${id}-email`} label={TEXT.email} error={fields.email}>
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      {emailChanges && (
        <FormField id={`${id}-password`} label={TEXT.currentPassword} error={fields.currentPassword} hint={TEXT.currentPasswordHint}>
          <Input
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        </FormField>
      )}
      <FormFooter
        submitLabel={TEXT.save}
        pending={update.isPending}
        error={update.isError && Object.keys(fields).length === 0 ? errorMessage(update.error, TEXT.saveFailed) : null}
        onCancel={onDone}
      />
    </form>
  );
}

/** The Account card's Edit button: name and email (the email changes once its link is opened). */
export function EditProfileDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={TEXT.buttonLabel}>
          <Pencil aria-hidden="true" />
          {TEXT.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TEXT.title}</DialogTitle>
          <DialogDescription>{TEXT.description}</DialogDescription>
        </DialogHeader>
        {open && <EditProfileForm user={user} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
