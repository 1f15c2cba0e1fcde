import { CheckCircle2, AlertTriangle } from 'lucide-react';
import type { FamilyInsights, InsightMetric } from '@common/schemas/insights';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { INSIGHTS_COPY as COPY } from './insights-copy';
import { TrendIcon } from './trend-icon';

const valueText = (value: number, unit: string) => (unit === '%' ? `${value}%` : `${value} ${unit}`);

function MetricCard({ metric }: { metric: InsightMetric }) {
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{metric.label}</CardTitle>
        {metric.value !== null && (
          <CardAction>
            <TrendIcon trend={metric.trend} />
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-1">
        {metric.value === null ? (
          <p className="text-sm text-muted-foreground">{metric.empty}</p>
        ) : (
          <>
            <p className="text-2xl font-bold">
              {metric.unit === '%' ? (
                `${metric.value}%`
              ) : (
                <>
                  {metric.value} <span className="text-sm font-normal text-muted-foreground">{metric.unit}</span>
                </>
              )}
            </p>
            <p className="text-xs text-muted-foreground">{metric.description}</p>
            {metric.previous !== null && (
              <p className="text-xs text-muted-foreground">{COPY.previous(valueText(metric.previous, metric.unit))}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function FactList({ title, items, empty, tone }: { title: string; items: string[]; empty: string; tone: 'good' | 'attention' }) {
  const Icon = tone === 'good' ? CheckCircle2 : AlertTriangle;
  const color = tone === 'good' ? 'text-emerald-700 dark:text-success' : 'text-amber-700 dark:text-warning';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className={`size-5 ${color}`} aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {items.map((item) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden="true" className={color}>
                  •
                </span>
                {item}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Overview: the four metrics with their trends, then the highlights and the areas for attention. */
export function OverviewTab({ insights }: { insights: FamilyInsights }) {
  return (
    <div className="grid gap-4">
      <section aria-label={COPY.tabs.overview} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {insights.metrics.map((metric) => (
          <MetricCard key={metric.key} metric={metric} />
        ))}
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <FactList title={COPY.highlights} items={insights.highlights} empty={COPY.noHighlights} tone="good" />
        <FactList title={COPY.attention} items={insights.attention} empty={COPY.noAttention} tone="attention" />
      </div>
    </div>
  );
}
