import type { QueryClient } from '@tanstack/react-query';
import { Loader2, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { INSIGHT_PERIODS, type InsightPeriod } from '@common/insight-periods';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { INSIGHTS_COPY as COPY } from './insights-copy';
import { OverviewTab } from './overview-tab';
import { PatternsTab } from './patterns-tab';
import { SuggestionsTab } from './suggestions-tab';
import { OPENING_PERIOD, prefetchOpeningInsights, useFamilyInsights } from './use-family-insights';
import { WellnessTab } from './wellness-tab';

const PERIOD_OPTIONS = INSIGHT_PERIODS.map((value) => ({ value, label: COPY.periods[value] }));

/**
 * Started before the screen first draws (src/web/authenticated-app.tsx), so the insights draw with it.
 * @public read by the screen table, src/web/authenticated-app.tsx
 */
export const prefetchFirstData = (client: QueryClient): Promise<void> => prefetchOpeningInsights(client);

/** AI Family Insights (SPEC.md section 2), computed from the family's own record (decision 0032). */
export default function InsightsPage() {
  useDocumentTitle(COPY.heading);
  const [period, setPeriod] = useState<InsightPeriod>(OPENING_PERIOD);
  const insights = useFamilyInsights(period);
  const data = insights.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{COPY.heading}</h1>
          <p className="text-muted-foreground">{COPY.intro}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor="insights-period">{COPY.period}</Label>
            <Select
              id="insights-period"
              value={period}
              onChange={(e) => setPeriod(e.target.value as InsightPeriod)}
              options={PERIOD_OPTIONS}
            />
          </div>
          <Button onClick={insights.generate} disabled={insights.busy}>
            {insights.busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
            {COPY.generate}
          </Button>
        </div>
      </div>
      {insights.busy && (
        <div role="status" className="flex items-center gap-2 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
          <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
          {COPY.busyBanner}
        </div>
      )}
      {data ? (
        <>
          <section aria-label={COPY.summaryLabel} className="flex items-start gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="grid gap-1">
              <p className="text-sm">{data.summary}</p>
              <p className="text-xs text-muted-foreground">{COPY.aiWorded(data.provider)}</p>
            </div>
          </section>
          <Tabs defaultValue="overview">
            <TabsList className="h-auto flex-wrap">
              <TabsTrigger value="overview">{COPY.tabs.overview}</TabsTrigger>
              <TabsTrigger value="patterns">{COPY.tabs.patterns}</TabsTrigger>
              <TabsTrigger value="suggestions">{COPY.tabs.suggestions}</TabsTrigger>
              <TabsTrigger value="wellness">{COPY.tabs.wellness}</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab insights={data} />
            </TabsContent>
            <TabsContent value="patterns">
              <PatternsTab insights={data} />
            </TabsContent>
            <TabsContent value="suggestions">
              <SuggestionsTab insights={data} />
            </TabsContent>
            <TabsContent value="wellness">
              <WellnessTab insights={data} />
            </TabsContent>
          </Tabs>
        </>
      ) : insights.isError ? (
        <Card>
          <CardContent className="grid justify-items-start gap-3 p-6 sm:p-6">
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(insights.error, COPY.loadFailed)}
            </p>
            <Button variant="outline" onClick={insights.generate}>
              {COPY.tryAgain}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" role="status" aria-label={COPY.loading}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      )}
    </div>
  );
}
