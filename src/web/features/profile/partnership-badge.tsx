import { SCREEN_COPY } from '@common/screen-copy';
import type { PartnershipStatus } from '@common/schemas/family';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const display: Record<PartnershipStatus, { label: string; variant: BadgeProps['variant'] }> = {
  active: { label: SCREEN_COPY.profile.active, variant: 'success' },
  pending: { label: SCREEN_COPY.profile.pending, variant: 'warning' },
  not_connected: { label: SCREEN_COPY.profile.notConnected, variant: 'secondary' },
};

export function PartnershipBadge({ status }: { status: PartnershipStatus }) {
  const { label, variant } = display[status];
  return <Badge variant={variant}>{label}</Badge>;
}
