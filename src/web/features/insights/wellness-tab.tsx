import { Activity, Moon, Smile } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { FamilyInsights } from '@common/schemas/insights';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { INSIGHTS_COPY as COPY } from './insights-copy';

function Figure({ title, icon, value, note }: { title: string; icon: ReactNode; value: string; note: string }) {
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <CardAction>{icon}</CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold">{value}</p>
        <p className="text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}

/** Wellness Tracking: the signed-in parent's own check-ins only (never the co-parent's), with the insight. */
export function WellnessTab({ insights }: { insights: FamilyInsights }) {
  const w = insights.wellness;
  if (w.entries === 0 || w.mood === null || w.sleep === null || w.stress === null)
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 p-6 text-center sm:p-8 text-sm text-muted-foreground">
          <p>{COPY.noWellness}</p>
          <Button asChild variant="outline" size="sm">
            <Link href="/wellness">{COPY.logCheckIn}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  return (
    <div className="grid gap-4">
      <section aria-label={COPY.tabs.wellness} className="grid gap-4 sm:grid-cols-3">
        <Figure
          title={COPY.overallMood}
          icon={<Smile className="size-5 text-primary" aria-hidden="true" />}
          value={`${w.mood}/10`}
          note={COPY.scale}
        />
        <Figure
          title={COPY.avgSleep}
          icon={<Moon className="size-5 text-primary" aria-hidden="true" />}
          value={`${w.sleep}h`}
          note={COPY.hours}
        />
        <Figure
          title={COPY.stressLevel}
          icon={<Activity className="size-5 text-primary" aria-hidden="true" />}
          value={`${w.stress}/10`}
          note={COPY.scale}
        />
      </section>
      <p className="text-sm text-muted-foreground">{COPY.wellnessBasis(w.entries)}</p>
      {w.insight && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{COPY.insight}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm">{w.insight}</CardContent>
        </Card>
      )}
    </div>
  );
}
