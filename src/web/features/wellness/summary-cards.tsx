import { Activity, MessageCircle, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import type { WellnessEntry } from '@common/schemas/wellness';
import { formatScore, isImproving, moodLevel, stressLabel, SUMMARY_WINDOW, weeklyAverages } from '@common/wellness-summary';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { MOOD_STYLE, STRESS_STYLE } from './level-style';
import { WELLNESS_COPY } from './wellness-copy';

function SummaryCard({ title, icon, value, children }: { title: string; icon: ReactNode; value: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-2xl font-bold">{value}</p>
        <div className="text-xs text-muted-foreground">{children}</div>
      </CardContent>
    </Card>
  );
}

/** Weekly averages of SPEC.md section 2: mood, stress and communication over the latest 7 check-ins. */
export function SummaryCards({ entries }: { entries: readonly WellnessEntry[] }) {
  const averages = weeklyAverages(entries);
  if (!averages) return null;
  const count = Math.min(entries.length, SUMMARY_WINDOW);
  const basis = WELLNESS_COPY.summaryBasis(count);
  const mood = MOOD_STYLE[moodLevel(averages.mood)];
  const MoodIcon = mood.icon;
  const stress = stressLabel(averages.stress);
  return (
    <section aria-label={WELLNESS_COPY.weeklySummary} className="grid gap-4 sm:grid-cols-3">
      <SummaryCard
        title={SCREEN_COPY.wellness.averageMood}
        icon={<MoodIcon aria-label={WELLNESS_COPY.moodLabel(mood.word)} role="img" className={cn('size-6', mood.className)} />}
        value={<span className={mood.className}>{formatScore(averages.mood)}/10</span>}
      >
        {isImproving(averages.mood) ? (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-700 dark:text-success">
            <TrendingUp className="size-3.5" aria-hidden="true" />
            {SCREEN_COPY.wellness.improving}
          </span>
        ) : (
          basis
        )}
      </SummaryCard>
      <SummaryCard
        title={SCREEN_COPY.wellness.stressLevel}
        icon={<Activity aria-hidden="true" className={cn('size-6', STRESS_STYLE[stress])} />}
        value={<span className={STRESS_STYLE[stress]}>{stress}</span>}
      >
        {formatScore(averages.stress)}/10 · {basis.toLowerCase()}
      </SummaryCard>
      <SummaryCard
        title={SCREEN_COPY.wellness.communication}
        icon={<MessageCircle aria-hidden="true" className="size-6 text-primary" />}
        value={`${formatScore(averages.communication)}/10`}
      >
        {basis}
      </SummaryCard>
    </section>
  );
}
