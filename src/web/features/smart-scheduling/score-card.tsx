import type { CoordinationScore } from '@common/schemas/smart-scheduling';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';

/** The coordination score and, part by part, how it is counted. */
export function ScoreCard({ score }: { score: CoordinationScore }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-baseline justify-between gap-2 text-base">
          {COPY.coordinationScore}
          <span className="text-3xl font-bold text-primary">{score.value}%</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className="h-full rounded-full bg-primary" style={{ width: `${score.value}%` }} />
        </div>
        <h3 className="text-sm font-medium">{COPY.scoreExplained}</h3>
        <ul className="grid gap-2 text-sm">
          {score.parts.map((p) => (
            <li key={p.label} className="flex flex-wrap items-baseline justify-between gap-2">
              <span>
                <span className="font-medium">{p.label}</span> <span className="text-muted-foreground">· {p.detail}</span>
              </span>
              <span className="tabular-nums">
                {p.points} / {p.max}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
