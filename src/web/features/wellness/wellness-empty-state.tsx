import { HeartPulse } from 'lucide-react';
import { SCREEN_COPY } from '@common/screen-copy';
import { EmptyState } from '@/components/empty-state';
import { WELLNESS_COPY } from './wellness-copy';

export function WellnessEmptyState({ onStart }: { onStart: () => void }) {
  return (
    <EmptyState
      icon={HeartPulse}
      title={SCREEN_COPY.wellness.empty}
      description={WELLNESS_COPY.emptyText}
      narrow
      action={SCREEN_COPY.wellness.logCheckIn}
      onAction={onStart}
    />
  );
}
