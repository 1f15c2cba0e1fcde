import { HeartPulse, Plus } from 'lucide-react';
import { SCREEN_COPY } from '@common/screen-copy';
import { Button } from '@/components/ui/button';

export function WellnessEmptyState({ onStart }: { onStart: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-14 text-center">
      <HeartPulse className="size-12 text-muted-foreground opacity-60" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{SCREEN_COPY.wellness.empty}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          A one-minute check-in on your mood, stress, sleep and how communication went. Your check-ins are private: your co-parent never
          sees them.
        </p>
      </div>
      <Button onClick={onStart}>
        <Plus aria-hidden="true" />
        {SCREEN_COPY.wellness.logCheckIn}
      </Button>
    </div>
  );
}
