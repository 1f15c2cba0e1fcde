import type { ScheduleAnalytics } from '@common/schemas/smart-scheduling';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';

function Figure({ label, value, text }: { label: string; value: string; text: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-3xl font-bold">{value}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
      </CardContent>
    </Card>
  );
}

/** Schedule Analytics of the week: adherence from check-ins, the average buffer, conflicts resolved. */
export function AnalyticsTab({ analytics: a }: { analytics: ScheduleAnalytics }) {
  const text = COPY.analytics;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Figure
        label={text.adherence}
        value={a.adherence === null ? '—' : `${a.adherence}%`}
        text={a.adherence === null ? text.noCheckIns : text.adherenceText(a.confirmedOnTime, a.exchanges)}
      />
      <Figure
        label={text.buffer}
        value={a.averageBuffer === null ? '—' : COPY.minutes(a.averageBuffer)}
        text={a.averageBuffer === null ? text.noPairs : text.bufferText(a.bufferPairs)}
      />
      <Figure label={text.resolved} value={String(a.conflictsResolved)} text={text.resolvedText} />
    </div>
  );
}
