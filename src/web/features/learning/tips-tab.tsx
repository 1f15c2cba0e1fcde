import { BellPlus, Clock, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import type { FittedTip } from '@common/schemas/learning';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { viewerFormat } from '@/lib/viewer-format';
import { LEARNING_COPY } from './learning-copy';
import { TipReminderDialog } from './tip-reminder-dialog';
import { useTips } from './use-learning';

const TEXT = LEARNING_COPY.tips;

/** Family Tips: chosen by the children's ages and the family's recent records; 'Try This Tip' sets the parent a reminder. */
export function TipsTab() {
  const tips = useTips();
  if (tips.isLoading)
    return (
      <div role="status" aria-label={TEXT.loading} className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  if (tips.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(tips.error, TEXT.loadError)}
      </p>
    );
  return (
    <div className="grid min-w-0 gap-4 md:grid-cols-2">
      {(tips.data ?? []).map((tip) => (
        <TipCard key={tip.id} tip={tip} />
      ))}
    </div>
  );
}

function TipCard({ tip }: { tip: FittedTip }) {
  const [choosing, setChoosing] = useState(false);
  return (
    <Card className="flex min-w-0 flex-col" role="article" aria-label={tip.title}>
      <CardHeader>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary" className="capitalize">
            {tip.category}
          </Badge>
          <Badge variant={tip.impactLevel === 'high' ? 'success' : 'outline'}>{TEXT.impact[tip.impactLevel]}</Badge>
          <Badge variant="outline" className="capitalize">
            {tip.difficulty}
          </Badge>
        </div>
        <CardTitle className="flex items-start gap-2 text-lg">
          <Lightbulb className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          {tip.title}
        </CardTitle>
        <CardDescription className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {TEXT.minutes(tip.estimatedTime)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="text-sm">{tip.description}</p>
        <p className="rounded-md bg-muted p-2.5 text-xs text-muted-foreground">
          <span className="font-semibold">{TEXT.why}: </span>
          {tip.reason}
        </p>
        {tip.plannedFor && <p className="text-sm font-medium text-primary">{TEXT.planned(viewerFormat.dateTime(tip.plannedFor))}</p>}
        <Button className="mt-auto w-fit" variant="outline" onClick={() => setChoosing(true)}>
          <BellPlus aria-hidden="true" />
          {TEXT.try}
        </Button>
        {choosing && <TipReminderDialog tip={tip} onClose={() => setChoosing(false)} />}
      </CardContent>
    </Card>
  );
}
