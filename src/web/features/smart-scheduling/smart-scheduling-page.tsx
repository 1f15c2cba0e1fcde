import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CalendarClock, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { rescheduleProposalsQuery, scheduleAnalysisQuery } from '@/lib/queries/smart-scheduling';
import { useDocumentTitle } from '@/lib/use-document-title';
import { viewerFormat } from '@/lib/viewer-format';
import { AnalyticsTab } from './analytics-tab';
import { ConflictsTab } from './conflicts-tab';
import { CoordinationTab } from './coordination-tab';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';
import { SuggestionsTab } from './suggestions-tab';

const todayLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The analysis of this week, which the screen makes on load, started before it first draws
 * (src/web/authenticated-app.tsx): an AI answer, which the page never carries.
 * @public read by the screen table, src/web/authenticated-app.tsx
 */
export async function prefetchFirstData(client: QueryClient): Promise<void> {
  await client.prefetchQuery(scheduleAnalysisQuery(todayLocal()));
}

/** Smart Scheduling (SPEC.md section 2): the week of the selected date, analysed on load, on demand and on a new date. */
export default function SmartSchedulingPage() {
  useDocumentTitle(COPY.heading);
  const id = useId();
  const [date, setDate] = useState(todayLocal);
  const queryClient = useQueryClient();
  const analysis = useQuery(scheduleAnalysisQuery(date));
  const analyze = () => {
    void analysis.refetch();
    void queryClient.invalidateQueries({ queryKey: rescheduleProposalsQuery().queryKey });
  };
  const data = analysis.data;
  return (
    <div className="mx-auto grid min-w-0 max-w-5xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            <CalendarClock className="size-7 shrink-0 text-primary" aria-hidden="true" />
            {COPY.heading}
          </h1>
          <p className="mt-1 text-muted-foreground">{COPY.intro}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-date`}>{COPY.weekOf}</Label>
            <Input
              id={`${id}-date`}
              type="date"
              value={date}
              onChange={(e) => e.target.value && setDate(e.target.value)}
              className="w-44"
            />
          </div>
          <Button onClick={analyze} disabled={analysis.isFetching}>
            <RefreshCw className={analysis.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            {analysis.isFetching ? COPY.analyzing : COPY.analyze}
          </Button>
        </div>
      </div>
      {data && (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            {COPY.period(viewerFormat.date(data.period.from), viewerFormat.date(data.period.to))}
          </p>
          <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
            <Badge variant="ai" className="mt-0.5">
              {COPY.aiSummary}
            </Badge>
            <span>{data.summary}</span>
          </p>
        </div>
      )}
      <Tabs defaultValue="conflicts" className="min-w-0">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="conflicts">{COPY.tabs.conflicts}</TabsTrigger>
          <TabsTrigger value="suggestions">{COPY.tabs.suggestions}</TabsTrigger>
          <TabsTrigger value="coordination">{COPY.tabs.coordination}</TabsTrigger>
          <TabsTrigger value="analytics">{COPY.tabs.analytics}</TabsTrigger>
        </TabsList>
        {!data ? (
          analysis.isError ? (
            <p role="status" className="mt-4 text-sm text-muted-foreground">
              {COPY.failed}
            </p>
          ) : (
            <Skeleton className="mt-4 h-48 w-full" />
          )
        ) : (
          <>
            <TabsContent value="conflicts">
              <ConflictsTab date={date} period={data.period} conflicts={data.conflicts} />
            </TabsContent>
            <TabsContent value="suggestions">
              <SuggestionsTab date={date} suggestions={data.suggestions} snoozed={data.snoozed} />
            </TabsContent>
            <TabsContent value="coordination">
              <CoordinationTab score={data.coordinationScore} averageBuffer={data.analytics.averageBuffer} />
            </TabsContent>
            <TabsContent value="analytics">
              <AnalyticsTab analytics={data.analytics} />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
