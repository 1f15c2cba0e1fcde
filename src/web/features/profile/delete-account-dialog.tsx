import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorFields, errorMessage } from '@/lib/api';
import { SECURITY_COPY } from './security-copy';
import { useDeleteAccount } from './use-account';
import { useAppConfig, useFamily } from './use-profile-data';

const TEXT = SECURITY_COPY.remove;

/** 'Delete my account', confirmed with the password (an account signing in through a provider types its email). */
export function DeleteAccountDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const config = useAppConfig();
  const alone = useFamily().data?.members.length === 1;
  const fieldError = errorFields(remove.error).password;
  const close = () => {
    setOpen(false);
    setPassword('');
    remove.reset();
  };
  return (
    <>
      <Button variant="destructive-outline" className="w-full justify-start! sm:w-auto" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {TEXT.button}
      </Button>
      <ConfirmDialog
        open={open}
        title={TEXT.title}
        description={alone ? TEXT.descriptionAlone : TEXT.description}
        confirmLabel={TEXT.confirm}
        pendingLabel={TEXT.deleting}
        pending={remove.isPending}
        disabled={password.length === 0}
        error={remove.isError && !fieldError ? errorMessage(remove.error) : null}
        destructive
        onCancel={close}
        onConfirm={() => remove.mutate(password)}
      >
        <FormField
          id={`${id}-password`}
          label={TEXT.password}
          error={fieldError}
          hint={config.data?.oidc ? `${TEXT.passwordless}, if you sign in through your provider.` : undefined}
        >
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
      </ConfirmDialog>
    </>
  );
}
