import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { CoordinationScore } from '@common/schemas/smart-scheduling';
import { TRAVEL_BUFFER } from '@common/smart-scheduling-rules';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { viewerFormat } from '@/lib/viewer-format';
import { FeatureCard } from './feature-card';
import { ScoreCard } from './score-card';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';
import { useCoordinationSettings } from './use-coordination-settings';

/** Family Coordination: the family's four coordination settings with their status, and the coordination score. */
export function CoordinationTab({ score, averageBuffer }: { score: CoordinationScore; averageBuffer: number | null }) {
  const id = useId();
  const { settings, update } = useCoordinationSettings();
  const [buffer, setBuffer] = useState<string | null>(null);
  const s = settings.data;
  if (!s) return <Skeleton className="h-48 w-full" />;
  const f = COPY.features;
  const bufferValue = buffer ?? String(s.travelBufferMinutes);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <FeatureCard title={f.conflictAlerts.title} text={f.conflictAlerts.text} on={s.conflictAlerts} badge={f.conflictAlerts.on}>
          <div className="flex items-center gap-3">
            <Switch
              id={`${id}-alerts`}
              checked={s.conflictAlerts}
              disabled={update.isPending}
              onCheckedChange={(conflictAlerts) => update.mutate({ conflictAlerts })}
            />
            <Label htmlFor={`${id}-alerts`}>{f.conflictAlerts.title}</Label>
          </div>
        </FeatureCard>
        <FeatureCard
          title={f.exchangeReminders.title}
          text={f.exchangeReminders.text}
          on={s.exchangeReminders.on && s.exchangeReminders.scheduled}
          badge={f.exchangeReminders.on}
        >
          <div className="flex items-center gap-3">
            <Switch
              id={`${id}-reminders`}
              checked={s.exchangeReminders.on}
              disabled={update.isPending}
              onCheckedChange={(exchangeReminders) => update.mutate({ exchangeReminders })}
            />
            <Label htmlFor={`${id}-reminders`}>{f.exchangeReminders.title}</Label>
          </div>
          <p className="text-muted-foreground">{COPY.yourReminders}</p>
          <p className="text-muted-foreground">
            {s.exchangeReminders.nextAt && s.exchangeReminders.nextTo
              ? COPY.nextReminder(viewerFormat.dateTime(s.exchangeReminders.nextAt), s.exchangeReminders.nextTo)
              : COPY.noSchedule}
          </p>
        </FeatureCard>
        <FeatureCard title={f.travelBuffer.title} text={f.travelBuffer.text} on badge={f.travelBuffer.on}>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              update.mutate({ travelBufferMinutes: Number(bufferValue) }, { onSuccess: () => setBuffer(null) });
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-buffer`}>{COPY.travelBufferLabel}</Label>
              <Input
                id={`${id}-buffer`}
                type="number"
                min={TRAVEL_BUFFER.min}
                max={TRAVEL_BUFFER.max}
                step={5}
                value={bufferValue}
                onChange={(e) => setBuffer(e.target.value)}
                className="w-28"
              />
            </div>
            <Button type="submit" size="sm" variant="outline" disabled={update.isPending || buffer === null}>
              {COPY.saveBuffer}
            </Button>
          </form>
          <p className="text-muted-foreground">{COPY.measuredBuffer(averageBuffer)}</p>
        </FeatureCard>
        <FeatureCard title={f.weeklyDigest.title} text={f.weeklyDigest.text} on={s.weeklyDigest} badge={f.weeklyDigest.on}>
          <div className="flex items-center gap-3">
            <Switch
              id={`${id}-digest`}
              checked={s.weeklyDigest}
              disabled={update.isPending}
              onCheckedChange={(weeklyDigest) => update.mutate({ weeklyDigest })}
            />
            <Label htmlFor={`${id}-digest`}>{f.weeklyDigest.title}</Label>
          </div>
          <Link href="/profile" className="text-primary underline-offset-4 hover:underline">
            {COPY.openProfile}
          </Link>
        </FeatureCard>
      </div>
      <ScoreCard score={score} />
    </div>
  );
}
