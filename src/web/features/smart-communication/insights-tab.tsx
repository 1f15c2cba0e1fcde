import { useQuery } from '@tanstack/react-query';
import { TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { communicationInsightsQuery } from '@/lib/queries/smart-communication';

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
  const response = data.averageResponseTime === null ? '—' : `${data.averageResponseTime} min`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">Last {data.period.days} days of your family&apos;s messages.</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Total Messages" value={data.totalMessages} />
        <Stat label="Positive Interactions" value={data.positiveInteractions} />
        <Stat label="Average Response Time" value={response} />
        <Stat label="Communication Score" value={data.communicationScore} />
        <Stat label="Conflicts Resolved" value={data.conflictResolved} />
        <Stat label="Calm" value={data.toneMix.calm} />
        <Stat label="Neutral" value={data.toneMix.neutral} />
        <Stat label="Heated" value={data.toneMix.heated} />
      </dl>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Trend aria-hidden className="size-5" />
            Sentiment trend: <span className="capitalize">{data.sentimentTrend}</span>
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          {data.totalMessages} messages this period, {data.previousTotalMessages} in the 30 days before.
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Key Topics</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {data.keyTopics.length === 0 ? (
            <span className="text-sm text-muted-foreground">Not enough messages yet.</span>
          ) : (
            data.keyTopics.map((t) => (
              <Badge key={t.topic} variant="secondary">
                {t.topic} ({t.count})
              </Badge>
            ))
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Recommendations</CardTitle>
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
