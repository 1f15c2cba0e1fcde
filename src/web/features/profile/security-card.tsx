import { Download, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { IconCardTitle } from '@/components/icon-card-title';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SECURITY_COPY } from './security-copy';
import { SignedInSessions } from './signed-in-sessions';

/** Password, signed-in devices, export and deletion of the account. */
export function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={ShieldCheck}>{SECURITY_COPY.card.title}</IconCardTitle>
        <CardDescription>{SECURITY_COPY.card.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SignedInSessions />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ChangePasswordDialog />
          <Button asChild variant="outline" className="w-full justify-start! sm:w-auto">
            <a href="/api/account/export" download title={SECURITY_COPY.export.hint}>
              <Download aria-hidden="true" />
              {SECURITY_COPY.export.button}
            </a>
          </Button>
          <DeleteAccountDialog />
        </div>
      </CardContent>
    </Card>
  );
}
