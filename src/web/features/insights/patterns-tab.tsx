import type { FamilyInsights } from '@common/schemas/insights';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { viewerFormat } from '@/lib/viewer-format';
import { INSIGHTS_COPY as COPY } from './insights-copy';
import { TrendIcon } from './trend-icon';

/** Activity Patterns: categories with frequency, last seen and trend; the weekly breakdown of the four spec categories. */
export function PatternsTab({ insights }: { insights: FamilyInsights }) {
  if (insights.patterns.length === 0)
    return (
      <Card>
        <CardContent className="p-6 text-center sm:p-8 text-sm text-muted-foreground">{COPY.noPatterns}</CardContent>
      </Card>
    );
  const max = Math.max(1, ...insights.weekly.map((w) => w.perWeek));
  const weekMax = Math.max(1, ...insights.weekly.flatMap((w) => w.weeks));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{COPY.patternsTitle}</CardTitle>
          <CardDescription>{COPY.patternsNote}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {insights.patterns.map((p) => (
              <li key={p.category} className="flex items-start justify-between gap-3 rounded-lg border p-3">
                <div className="min-w-0">
                  <p className="font-medium">{p.category}</p>
                  <p className="text-sm text-muted-foreground">
                    {COPY.frequency(p.frequency)} · {COPY.count(p.count)}
                  </p>
                  {p.lastSeen && <p className="text-xs text-muted-foreground">{COPY.lastSeen(viewerFormat.date(p.lastSeen))}</p>}
                  <p className="text-xs text-muted-foreground">{p.impact}</p>
                </div>
                <TrendIcon trend={p.trend} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{COPY.weeklyTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4">
            {insights.weekly.map((w) => (
              <li key={w.category} className="grid gap-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span className="font-medium">{w.category}</span>
                  <span className="text-muted-foreground">{COPY.perWeek(w.perWeek)}</span>
                </div>
                <div className="h-2.5 rounded-full bg-muted" aria-hidden="true">
                  <div className="h-2.5 rounded-full bg-primary" style={{ width: `${(100 * w.perWeek) / max}%` }} />
                </div>
                <div className="flex h-8 items-end gap-0.5" aria-hidden="true" title={COPY.byWeek}>
                  {w.weeks.map((n, i) => (
                    <div key={i} className="min-h-px flex-1 rounded-sm bg-primary/60" style={{ height: `${(100 * n) / weekMax}%` }} />
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
