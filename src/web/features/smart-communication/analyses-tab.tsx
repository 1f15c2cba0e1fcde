import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { messageAnalysesQuery } from '@/lib/queries/smart-communication';
import { cn } from '@/lib/utils';
import { viewerFormat } from '@/lib/viewer-format';
import { sentimentColour } from './build-analysis';
import { SMART_COMMUNICATION_COPY } from './smart-communication-copy';

/** The Message Analysis tab: the user's own past analyses, newest first. */
export function AnalysesTab() {
  const { data, isLoading } = useQuery(messageAnalysesQuery());
  if (isLoading) return <Skeleton className="h-24 w-full" />;
  if (!data || data.length === 0) {
    return <p className="text-muted-foreground">{SMART_COMMUNICATION_COPY.noAnalyses}</p>;
  }
  return (
    <ul className="space-y-3" aria-label={SMART_COMMUNICATION_COPY.pastAnalyses}>
      {data.map((a) => (
        <li key={a.id}>
          <Card>
            <CardContent className="space-y-2 pt-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className={cn('font-semibold capitalize', sentimentColour(a.sentimentScore))}>
                  {SMART_COMMUNICATION_COPY.tonePercent(a.emotionalTone, Math.round(a.sentimentScore * 100))}
                </span>
                <Badge variant={a.urgencyLevel === 'high' ? 'destructive' : 'default'} className="capitalize">
                  {SMART_COMMUNICATION_COPY.urgencyLevel(a.urgencyLevel)}
                </Badge>
                <time dateTime={a.timestamp} className="text-muted-foreground">
                  {viewerFormat.dateTime(a.timestamp)}
                </time>
              </div>
              <p className="whitespace-pre-wrap text-sm">{a.originalText}</p>
              {a.enhancedText !== a.originalText && (
                <p className="whitespace-pre-wrap border-l-2 pl-3 text-sm text-muted-foreground">{a.enhancedText}</p>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
