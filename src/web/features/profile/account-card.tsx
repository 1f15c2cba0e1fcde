import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { User } from '@common/schemas/auth';
import type { Family } from '@common/schemas/family';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Card, CardAction, CardContent, CardHeader } from '@/components/ui/card';
import { IconCardTitle } from '@/components/icon-card-title';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDate } from '@/lib/format-long-date';
import { EditProfileDialog } from './edit-profile-dialog';
import { initialsOf } from './format';
import { PartnershipBadge } from './partnership-badge';
import { PROFILE_COPY } from './profile-copy';

export function coParentOf(family: Family | undefined, userId: string) {
  return family?.members.find((member) => member.role === 'parent' && member.userId !== userId);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-all sm:text-right">{children}</dd>
    </div>
  );
}

export function AccountCard({ user, family, familyLoading }: { user: User; family?: Family; familyLoading: boolean }) {
  const coParent = coParentOf(family, user.id);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={UserRound}>{PROFILE_COPY.account}</IconCardTitle>
        <CardAction>
          <EditProfileDialog user={user} />
        </CardAction>
      </CardHeader>
      <CardContent>
        <div className="flex items-center gap-4">
          <Avatar size="lg">
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback>{initialsOf(user.firstName, user.lastName)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{fullName}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <dl className="mt-4">
          <Row label={PROFILE_COPY.name}>{fullName}</Row>
          <Row label={PROFILE_COPY.email}>{user.email}</Row>
          <Row label={PROFILE_COPY.memberSince}>{formatLongDate(user.createdAt)}</Row>
          <Row label={PROFILE_COPY.coParent}>
            {familyLoading ? <Skeleton className="ml-auto h-5 w-32" /> : (coParent?.name ?? PROFILE_COPY.notConnectedYet)}
          </Row>
          <Row label={PROFILE_COPY.partnershipStatus}>
            {familyLoading || !family ? <Skeleton className="ml-auto h-5 w-20" /> : <PartnershipBadge status={family.partnershipStatus} />}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
