import { MailQuestion } from 'lucide-react';
import type { Invitation } from '@common/schemas/family';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatLongDate } from './format';
import { useRevokeInvitation } from './use-profile-data';

export function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">Pending invitations</h3>
      <ul className="grid gap-2">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex items-center gap-3 rounded-lg border p-3">
            <MailQuestion className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{invitation.email}</p>
              <p className="text-xs text-muted-foreground">Expires {formatLongDate(invitation.expiresAt)}</p>
            </div>
            <Button
              size="sm"
              variant="destructive-ghost"
              aria-label={`Revoke invitation for ${invitation.email}`}
              disabled={revoke.isPending && revoke.variables === invitation.id}
              onClick={() =>
                revoke.mutate(invitation.id, {
                  onSuccess: () =>
                    toast({ title: 'Invitation revoked', description: `The link sent to ${invitation.email} no longer works.` }),
                  onError: (error) => toast({ title: 'Could not revoke', description: errorMessage(error), variant: 'destructive' }),
                })
              }
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
