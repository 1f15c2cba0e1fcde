import { LogOut, Settings } from 'lucide-react';
import { SCREEN_COPY } from '@common/screen-copy';
import type { User } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { IconCardTitle } from '@/components/icon-card-title';
import { NotificationSettingsDialog } from './notification-settings-dialog';
import { PrivacySettingsDialog } from './privacy-settings-dialog';
import { PROFILE_COPY } from './profile-copy';

export const SIGN_OUT_URL = '/api/logout';

export function QuickSettingsCard({ user, openNotifications = false }: { user: User; openNotifications?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={Settings}>{PROFILE_COPY.quickSettings}</IconCardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <NotificationSettingsDialog defaultOpen={openNotifications} />
        <PrivacySettingsDialog user={user} />
        {/* Signing out changes state, so it is a POST (SPEC's /api/logout, as a form). */}
        <form method="post" action={SIGN_OUT_URL}>
          <Button type="submit" variant="destructive-outline" className="w-full justify-start!">
            <LogOut aria-hidden="true" />
            {SCREEN_COPY.profile.signOut}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
