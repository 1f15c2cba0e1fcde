import { Sparkles, Wrench } from 'lucide-react';
import type { ScheduleConflict } from '@common/schemas/smart-scheduling';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SeverityBadge } from './severity-badge';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';

/** One conflict: what clashes, and each way out with Auto-Fix (when it can be applied or asked for) or Manual. */
export function ConflictCard(props: {
  conflict: ScheduleConflict;
  pending: boolean;
  onAutoFix: (resolutionId: string) => void;
  onManual: (eventId: string) => void;
}) {
  const { conflict } = props;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <SeverityBadge severity={conflict.severity} label={COPY.severity[conflict.severity]} />
          <span className="text-xs text-muted-foreground">{COPY.affected(conflict.affectedEvents.length)}</span>
        </div>
        <CardTitle className="text-base">{conflict.title}</CardTitle>
        <CardDescription>{conflict.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <h3 className="text-sm font-medium">{COPY.suggestedResolutions}</h3>
        <ul className="grid gap-2">
          {conflict.suggestedResolutions.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
              <div className="grid min-w-0 flex-1 basis-60 gap-1">
                <p className="text-sm">{r.description}</p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant="outline" size="sm">
                    {COPY.severity[r.impactLevel]} impact
                  </Badge>
                  {r.estimatedSaving}
                  {r.needsApproval && r.autoImplementable && <span>· {COPY.needsApproval}</span>}
                </p>
              </div>
              {r.autoImplementable ? (
                <Button size="sm" disabled={props.pending} onClick={() => props.onAutoFix(r.id)}>
                  <Sparkles aria-hidden="true" />
                  {COPY.autoFix}
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => props.onManual(r.eventId ?? conflict.affectedEvents.at(-1) ?? '')}>
                  <Wrench aria-hidden="true" />
                  {COPY.manual}
                </Button>
              )}
            </li>
          ))}
          {conflict.suggestedResolutions.length === 0 && (
            <li className="flex justify-end">
              <Button size="sm" variant="outline" onClick={() => props.onManual(conflict.affectedEvents.at(-1) ?? '')}>
                <Wrench aria-hidden="true" />
                {COPY.manual}
              </Button>
            </li>
          )}
        </ul>
      </CardContent>
    </Card>
  );
}
