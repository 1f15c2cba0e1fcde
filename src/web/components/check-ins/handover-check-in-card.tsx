import { useQuery } from '@tanstack/react-query';
import { Handshake } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { IconCardTitle } from '@/components/icon-card-title';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { currentCheckInQuery } from '@/lib/queries/check-ins';
import { viewerFormat } from '@/lib/viewer-format';
import { CHECK_IN_COPY as COPY } from './check-in-copy';
import { CheckInPanel } from './check-in-panel';

/**
 * The dashboard's check-in for the handover happening now or just past (else the next one, which the 24-hour
 * reminder links to at '/#check-in'); nothing without a custody schedule.
 */
export function HandoverCheckInCard({ className }: { className?: string }) {
  const { data } = useQuery(currentCheckInQuery());
  const current = data?.current;
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(current);
  // The reminder's link ('/#check-in') arrives before this lazily loaded card exists: scroll to it once it does.
  useEffect(() => {
    if (shown && window.location.hash === '#check-in') ref.current?.scrollIntoView({ block: 'start' });
  }, [shown]);
  if (!current) return null;
  const { exchange } = current;
  return (
    <Card id="check-in" ref={ref} className={className} aria-labelledby="check-in-title">
      <CardHeader>
        <IconCardTitle icon={Handshake} id="check-in-title">
          {COPY.cardTitle}
        </IconCardTitle>
        <CardDescription>
          {COPY.handsOver(exchange.fromName, exchange.toName)} · <time dateTime={exchange.at}>{viewerFormat.dateTime(exchange.at)}</time>
          {exchange.place ? ` · ${exchange.place}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CheckInPanel data={current} idPrefix="dashboard-check-in" />
      </CardContent>
    </Card>
  );
}
