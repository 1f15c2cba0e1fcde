import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { IconCardTitle } from '@/components/icon-card-title';
import { swapRequestsQuery } from '@/lib/queries/swaps';
import { useAuth } from '@/lib/use-auth';
import { viewerFormat } from '@/lib/viewer-format';
import { DASHBOARD_EXTRAS_COPY } from './dashboard-extras-copy';

/** Swap requests waiting for this parent's answer; nothing at all when there are none. */
export function PendingSwapsCard({ className }: { className?: string }) {
  const { user } = useAuth();
  const swaps = useQuery(swapRequestsQuery());
  const waiting = (swaps.data ?? []).filter((s) => s.status === 'pending' && s.requestedBy !== user?.id);
  if (!waiting.length) return null;
  return (
    <Card className={className}>
      <CardHeader>
        <IconCardTitle icon={ArrowLeftRight}>{DASHBOARD_EXTRAS_COPY.swapsTitle}</IconCardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2">
          {waiting.map((s) => (
            <li key={s.id} className="rounded-lg border p-3 text-sm">
              <p className="font-medium">
                {DASHBOARD_EXTRAS_COPY.swapAsked(s.requestedByName, s.dates.map(viewerFormat.weekdayDate).join(', '))}
              </p>
              <p className="text-muted-foreground">“{s.reason}”</p>
            </li>
          ))}
        </ul>
        {/* Under the requests, so the title keeps the card's width on a phone. */}
        <Button size="sm" variant="outline" className="justify-self-start" asChild>
          <Link href="/calendar">{DASHBOARD_EXTRAS_COPY.answerOnCalendar}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
