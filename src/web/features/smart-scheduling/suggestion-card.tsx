import { BellOff, Check, Info } from 'lucide-react';
import { useId, useState } from 'react';
import type { SchedulingSuggestion } from '@common/schemas/smart-scheduling';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SeverityBadge } from './severity-badge';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';

/** One suggestion with Implement, Remind Later and Details (why it was made and what Implement does). */
export function SuggestionCard(props: {
  suggestion: SchedulingSuggestion;
  pending: boolean;
  onImplement: () => void;
  onRemindLater: () => void;
}) {
  const { suggestion: s } = props;
  const detailsId = useId();
  const [details, setDetails] = useState(false);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <SeverityBadge severity={s.priority} label={COPY.priority[s.priority]} />
          <Badge variant="outline">{COPY.category[s.category]}</Badge>
          <span className="text-xs text-muted-foreground">{COPY.minutes(s.implementationTime)}</span>
        </div>
        <CardTitle className="text-base">{s.title}</CardTitle>
        <CardDescription>{s.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm">
          <span className="font-medium">{COPY.benefit}:</span> {s.benefit}
        </p>
        {details && (
          <dl id={detailsId} className="grid gap-2 rounded-lg bg-muted/50 p-3 text-sm">
            <div>
              <dt className="font-medium">{COPY.why}</dt>
              <dd className="text-muted-foreground">{s.reason}</dd>
            </div>
            <div>
              <dt className="font-medium">{COPY.whatImplementDoes}</dt>
              <dd className="text-muted-foreground">{s.action}</dd>
            </div>
          </dl>
        )}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={props.pending} onClick={props.onImplement}>
            <Check aria-hidden="true" />
            {COPY.implement}
          </Button>
          <Button size="sm" variant="outline" disabled={props.pending} onClick={props.onRemindLater}>
            <BellOff aria-hidden="true" />
            {COPY.remindLater}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={details}
            aria-controls={details ? detailsId : undefined}
            onClick={() => setDetails((d) => !d)}
          >
            <Info aria-hidden="true" />
            {details ? COPY.hideDetails : COPY.details}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
