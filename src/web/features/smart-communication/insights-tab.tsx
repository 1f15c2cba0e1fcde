import { useQuery } from '@tanstack/react-query';
import { TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { communicationInsightsQuery } from '@/lib/queries/smart-communication';
import { SMART_COMMUNICATION_COPY } from './smart-communication-copy';

const TREND_ICON = { improving: TrendingUp, declining: TrendingDown, stable: Minus } as const;

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

/** Communication Insights: the family's messages of the last 30 days against the 30 before. */
export function InsightsTab() {
  const { data, isLoading } = useQuery(communicationInsightsQuery());
  if (isLoading || !data) return <Skeleton className="h-40 w-full" />;
  const Trend = TREND_ICON[data.sentimentTrend];
  const response = data.averageResponseTime === null ? '—' : SMART_COMMUNICATION_COPY.minutes(data.averageResponseTime);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{SMART_COMMUNICATION_COPY.period(data.period.days)}</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={SMART_COMMUNICATION_COPY.stats.totalMessages} value={data.totalMessages} />
        <Stat label={SMART_COMMUNICATION_COPY.stats.positiveInteractions} value={data.positiveInteractions} />
        <Stat label={SMART_COMMUNICATION_COPY.stats.averageResponseTime} value={response} />
        <Stat label={SMART_COMMUNICATION_COPY.stats.communicationScore} value={data.communicationScore} />
        <Stat label={SMART_COMMUNICATION_COPY.stats.conflictsResolved} value={data.conflictResolved} />
        <Stat label={SMART_COMMUNICATION_COPY.stats.calm} value={data.toneMix.calm} />
        <Stat label={SMART_COMMUNICATION_COPY.stats.neutral} value={data.toneMix.neutral} />
        <Stat label={SMART_COMMUNICATION_COPY.stats.heated} value={data.toneMix.heated} />
      </dl>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Trend aria-hidden className="size-5" />
            {SMART_COMMUNICATION_COPY.sentimentTrend} <span className="capitalize">{data.sentimentTrend}</span>
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          {SMART_COMMUNICATION_COPY.messagesCompared(data.totalMessages, data.previousTotalMessages)}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{SMART_COMMUNICATION_COPY.keyTopics}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {data.keyTopics.length === 0 ? (
            <span className="text-sm text-muted-foreground">{SMART_COMMUNICATION_COPY.notEnoughMessages}</span>
          ) : (
            data.keyTopics.map((t) => (
              <Badge key={t.topic} variant="secondary">
                {SMART_COMMUNICATION_COPY.topicCount(t.topic, t.count)}
              </Badge>
            ))
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{SMART_COMMUNICATION_COPY.recommendations}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {data.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
