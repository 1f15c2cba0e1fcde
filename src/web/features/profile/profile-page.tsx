import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOpenParam } from '@/lib/use-open-param';
import { AboutCard } from './about-card';
import { AccountCard, coParentOf } from './account-card';
import { InviteCard } from './invite-card';
import { QuickSettingsCard } from './quick-settings-card';
import { SecurityCard } from './security-card';
import { useFamily } from './use-profile-data';
import { PROFILE_COPY } from './profile-copy';

/** What the dashboard's getting-started steps can open here. */
const OPEN_TARGETS = ['invite', 'notifications'] as const;

/** SPEC.md section 2, 'Profile (/profile)', with real data. */
export default function ProfilePage() {
  useDocumentTitle(PROFILE_COPY.documentTitle);
  const open = useOpenParam(OPEN_TARGETS);
  const { user } = useAuth();
  const family = useFamily();
  if (!user) return null;
  const coParent = coParentOf(family.data, user.id);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PROFILE_COPY.heading}</h1>
        <p className="mt-1 text-muted-foreground">{PROFILE_COPY.intro}</p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-span-2">
          <AccountCard user={user} family={family.data} familyLoading={family.isLoading} />
          {family.data ? (
            <InviteCard family={family.data} coParentName={coParent?.name} focusInvite={open === 'invite'} />
          ) : family.isLoading ? (
            <Skeleton className="h-48" />
          ) : null}
          <SecurityCard />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <QuickSettingsCard user={user} openNotifications={open === 'notifications'} />
          <AboutCard />
        </div>
      </div>
    </div>
  );
}
