import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { SCREEN_COPY } from '@common/screen-copy';
import type { WellnessEntry } from '@common/schemas/wellness';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { IconCardTitle } from '@/components/icon-card-title';
import { Skeleton } from '@/components/ui/skeleton';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useWellnessInsight } from './use-wellness';
import { WELLNESS_COPY } from './wellness-copy';

/**
 * The AI insight on the latest check-in and the weeks before it; honours the parent's AI setting. Asked for once the
 * screen has painted: the answer comes after the check-ins either way, and asked earlier it only delayed them.
 */
export function InsightCard({ entries, aiEnabled }: { entries: readonly WellnessEntry[]; aiEnabled: boolean }) {
  const painted = useAfterFirstPaint();
  const insight = useWellnessInsight(entries[0], entries.length, aiEnabled && painted);
  if (aiEnabled && insight.isError) return null;
  return (
    <Card aria-busy={insight.isFetching}>
      <CardHeader>
        <IconCardTitle icon={Sparkles}>
          {WELLNESS_COPY.insightTitle}
          <Badge variant="ai">AI</Badge>
        </IconCardTitle>
        <CardDescription>{WELLNESS_COPY.insightDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {!aiEnabled ? (
          <p className="text-sm text-muted-foreground">
            {SCREEN_COPY.wellness.aiDisabled}{' '}
            <Link href="/profile" className="font-medium text-primary underline-offset-4 hover:underline">
              {WELLNESS_COPY.openSettings}
            </Link>
          </p>
        ) : insight.data ? (
          <p className="leading-relaxed" aria-live="polite">
            {insight.data.insight}
          </p>
        ) : (
          <div role="status" aria-label={WELLNESS_COPY.generatingInsight} className="grid gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
