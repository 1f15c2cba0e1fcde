import { UserPlus, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Family } from '@common/schemas/family';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { LeaveFamilyButton } from './leave-family-button';
import { PendingInvitations } from './pending-invitations';
import { useCreateInvitation } from './use-profile-data';
import { PROFILE_COPY } from './profile-copy';

/**
 * Invite the co-parent by link; list open invitations with their links; leave the family once connected.
 * `focusInvite` (the dashboard's 'Invite your co-parent' step) puts the cursor in the email field.
 */
export function InviteCard({
  family,
  coParentName,
  focusInvite = false,
}: {
  family: Family;
  coParentName?: string;
  focusInvite?: boolean;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const create = useCreateInvitation();
  const connected = coParentName !== undefined;
  const emailInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusInvite) emailInput.current?.focus();
  }, [focusInvite]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    // The new invitation appears under 'Pending invitations' with its link.
    create.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {connected ? (
            <Users className="size-5 text-primary" aria-hidden="true" />
          ) : (
            <UserPlus className="size-5 text-primary" aria-hidden="true" />
          )}
          {connected ? PROFILE_COPY.invite.yourFamily : PROFILE_COPY.invite.title}
        </CardTitle>
        <CardDescription>{connected ? PROFILE_COPY.invite.connected(coParentName) : PROFILE_COPY.invite.text}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!connected && (
          <form className="grid gap-2" onSubmit={onSubmit} noValidate>
            <Label htmlFor={`${id}-email`}>{PROFILE_COPY.invite.emailLabel}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                ref={emailInput}
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                placeholder={PROFILE_COPY.invite.emailPlaceholder}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={create.isError || undefined}
                aria-describedby={create.isError ? `${id}-error` : undefined}
                required
              />
              <Button type="submit" disabled={create.isPending || !email.trim()}>
                {create.isPending ? PROFILE_COPY.invite.creating : PROFILE_COPY.invite.create}
              </Button>
            </div>
            {create.isError && (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {errorMessage(create.error)}
              </p>
            )}
          </form>
        )}
        <PendingInvitations invitations={family.invitations} />
        {connected && <LeaveFamilyButton coParentName={coParentName} />}
      </CardContent>
    </Card>
  );
}
