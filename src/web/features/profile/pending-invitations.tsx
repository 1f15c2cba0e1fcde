import { Mail, MailQuestion } from 'lucide-react';
import { useState } from 'react';
import type { Invitation } from '@common/schemas/family';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InviteLinkField } from '@/components/family/invite-link-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatLongDate } from '@/lib/format-long-date';
import { useEmailInvitation, useRevokeInvitation } from './use-profile-data';
import { PROFILE_COPY } from './profile-copy';

/** Open invitations; the inviter can copy or share each one's join link for as long as it is pending. */
export function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const revoke = useRevokeInvitation();
  const emailIt = useEmailInvitation();
  const [confirming, setConfirming] = useState<Invitation | null>(null);
  if (invitations.length === 0) return null;
  const confirmRevoke = (invitation: Invitation) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: PROFILE_COPY.invite.revoked, description: PROFILE_COPY.invite.revokedText(invitation.email) });
      },
    });
  const sendEmail = (invitation: Invitation) =>
    emailIt.mutate(invitation.id, {
      onSuccess: (sent) =>
        toast({
          title: PROFILE_COPY.invite.emailed,
          description: sent.mailConfigured ? PROFILE_COPY.invite.emailedText(sent.email) : PROFILE_COPY.invite.emailedToOutbox(sent.email),
        }),
      onError: (error) => toast({ title: PROFILE_COPY.invite.emailFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{PROFILE_COPY.invite.pending}</h3>
      <ul className="grid gap-2">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="grid gap-3 rounded-lg border p-3">
            <div className="flex items-center gap-3">
              <MailQuestion className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{invitation.email}</p>
                <p className="text-xs text-muted-foreground">{PROFILE_COPY.invite.expires(formatLongDate(invitation.expiresAt))}</p>
              </div>
              <Button
                size="sm"
                variant="destructive-ghost"
                aria-label={PROFILE_COPY.invite.revokeLabel(invitation.email)}
                onClick={() => {
                  revoke.reset();
                  setConfirming(invitation);
                }}
              >
                {PROFILE_COPY.invite.revoke}
              </Button>
            </div>
            {invitation.link && (
              <>
                <InviteLinkField invitation={{ ...invitation, link: invitation.link }} />
                <Button
                  size="sm"
                  variant="outline"
                  className="justify-self-start"
                  aria-label={PROFILE_COPY.invite.emailItLabel(invitation.email)}
                  disabled={emailIt.isPending && emailIt.variables === invitation.id}
                  onClick={() => sendEmail(invitation)}
                >
                  <Mail aria-hidden="true" />
                  {emailIt.isPending && emailIt.variables === invitation.id ? PROFILE_COPY.invite.emailing : PROFILE_COPY.invite.emailIt}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={PROFILE_COPY.invite.confirmRevoke.title}
        description={confirming ? PROFILE_COPY.invite.confirmRevoke.text(confirming.email) : ''}
        confirmLabel={PROFILE_COPY.invite.confirmRevoke.confirm}
        pendingLabel={PROFILE_COPY.invite.confirmRevoke.pending}
        pending={revoke.isPending}
        error={revoke.error ? `${PROFILE_COPY.invite.revokeFailed}: ${errorMessage(revoke.error)}` : null}
        destructive
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && confirmRevoke(confirming)}
      />
    </div>
  );
}
