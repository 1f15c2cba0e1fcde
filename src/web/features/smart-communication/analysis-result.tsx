import type { CreateMessageAnalysis } from '@common/schemas/smart-communication';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { sentimentColour } from './build-analysis';
import { SMART_COMMUNICATION_COPY } from './smart-communication-copy';

interface AnalysisResultProps {
  analysis: CreateMessageAnalysis;
  onUseEnhanced: () => void;
  onApply: (improved: string) => void;
}

/** Tone with percentage, clarity, urgency, the enhanced version and the suggestion cards. */
export function AnalysisResult({ analysis, onUseEnhanced, onApply }: AnalysisResultProps) {
  const percent = Math.round(analysis.sentimentScore * 100);
  return (
    <section aria-label={SMART_COMMUNICATION_COPY.analysisLabel} className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{SMART_COMMUNICATION_COPY.emotionalTone}</dt>
          <dd className={cn('text-lg font-semibold capitalize', sentimentColour(analysis.sentimentScore))}>
            {SMART_COMMUNICATION_COPY.tonePercent(analysis.emotionalTone, percent)}
          </dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{SMART_COMMUNICATION_COPY.clarityScore}</dt>
          <dd className="text-lg font-semibold">{analysis.readabilityScore}%</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{SMART_COMMUNICATION_COPY.urgency}</dt>
          <dd>
            <Badge variant={analysis.urgencyLevel === 'high' ? 'destructive' : 'default'} className="capitalize">
              {analysis.urgencyLevel}
            </Badge>
          </dd>
        </div>
      </dl>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{SMART_COMMUNICATION_COPY.enhancedVersion}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="whitespace-pre-wrap rounded-md bg-muted p-3 text-sm">{analysis.enhancedText}</p>
          <Button variant="outline" size="sm" onClick={onUseEnhanced}>
            {SMART_COMMUNICATION_COPY.useEnhanced}
          </Button>
        </CardContent>
      </Card>
      {analysis.suggestions.length > 0 && (
        <div className="space-y-3">
          <h3 className="font-semibold">{SMART_COMMUNICATION_COPY.suggestions}</h3>
          {analysis.suggestions.map((s) => (
            <Card key={s.id}>
              <CardContent className="space-y-2 pt-4">
                <div className="flex flex-wrap gap-2">
                  <Badge variant="secondary">
                    {s.type === 'empathy' ? SMART_COMMUNICATION_COPY.empathy : SMART_COMMUNICATION_COPY.toneImprovement}
                  </Badge>
                  <Badge variant={s.impactLevel === 'significant' ? 'destructive' : 'default'}>
                    {SMART_COMMUNICATION_COPY.impact(s.impactLevel)}
                  </Badge>
                </div>
                <p className="text-sm">{s.explanation}</p>
                <p className="whitespace-pre-wrap text-sm text-muted-foreground">{s.improved}</p>
                <Button size="sm" variant="outline" onClick={() => onApply(s.improved)}>
                  {SMART_COMMUNICATION_COPY.applySuggestion}
                </Button>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
