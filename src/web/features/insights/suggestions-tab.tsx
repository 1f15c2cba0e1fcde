import { Lightbulb, Target } from 'lucide-react';
import { Link } from 'wouter';
import type { FamilyInsights, Recommendation } from '@common/schemas/insights';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { viewerFormat } from '@/lib/viewer-format';
import { INSIGHTS_COPY as COPY } from './insights-copy';
import { useSuggestionActions } from './use-suggestion-actions';

/** SPEC.md section 5: high is destructive, medium default, low secondary. */
const PRIORITY_VARIANT = { high: 'destructive', medium: 'default', low: 'secondary' } as const;

function SuggestionCard({ s, actions }: { s: Recommendation; actions: ReturnType<typeof useSuggestionActions> }) {
  const busy =
    (actions.implement.isPending && actions.implement.variables === s.id) ||
    (actions.notNow.isPending && actions.notNow.variables === s.id);
  return (
    <li>
      <Card>
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={PRIORITY_VARIANT[s.priority]}>{COPY.priority[s.priority]}</Badge>
            <Badge variant="outline">{COPY.type[s.type]}</Badge>
          </div>
          <CardTitle className="flex items-start gap-2 text-base">
            <Lightbulb className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            {s.title}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p>{s.description}</p>
          <p className="text-muted-foreground">{COPY.impact(s.estimatedImpact)}</p>
          <p className="text-muted-foreground">{COPY.suggestedBy(viewerFormat.date(s.dueDate))}</p>
          {s.actionable && <p className="text-muted-foreground">{COPY.implementAs[s.implementAs]}</p>}
          {s.actionable && (
            <div className="flex flex-wrap gap-2 pt-1">
              <Button size="sm" disabled={busy} onClick={() => actions.implement.mutate(s.id)}>
                {actions.implement.isPending && actions.implement.variables === s.id ? COPY.implementing : COPY.implement}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.notNow.mutate(s.id)}>
                {COPY.notNow}
              </Button>
              <Button size="sm" variant="link" asChild>
                <Link href={s.link.href}>{s.link.label}</Link>
              </Button>
            </div>
          )}
          {actions.implement.isError && actions.implement.variables === s.id && (
            <p role="alert" className="text-destructive">
              {errorMessage(actions.implement.error)}
            </p>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

/** Smart Suggestions from the rules over the family's data, and the shared goals made of them (either parent marks one done). */
export function SuggestionsTab({ insights }: { insights: FamilyInsights }) {
  const actions = useSuggestionActions(insights.period);
  return (
    <div className="grid gap-6">
      {insights.suggestions.length === 0 ? (
        <Card>
          <CardContent className="p-6 text-center sm:p-8 text-sm text-muted-foreground">{COPY.noSuggestions}</CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {insights.suggestions.map((s) => (
            <SuggestionCard key={s.id} s={s} actions={actions} />
          ))}
        </ul>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Target className="size-5 text-primary" aria-hidden="true" />
            {COPY.goalsTitle}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {insights.goals.length === 0 ? (
            <p className="text-sm text-muted-foreground">{COPY.noGoals}</p>
          ) : (
            <ul className="grid gap-3">
              {insights.goals.map((g) => (
                <li key={g.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{g.title}</p>
                    <p className="text-sm text-muted-foreground">
                      {g.completedAt && g.completedByName
                        ? COPY.doneBy(g.completedByName, viewerFormat.day(g.completedAt))
                        : `${COPY.due(viewerFormat.date(g.dueDate))} · ${COPY.setBy(g.createdByName)}`}
                    </p>
                  </div>
                  {!g.completedAt && (
                    <Button size="sm" variant="outline" disabled={actions.markDone.isPending} onClick={() => actions.markDone.mutate(g.id)}>
                      {COPY.markDone}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {actions.markDone.isError && (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {errorMessage(actions.markDone.error)}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
