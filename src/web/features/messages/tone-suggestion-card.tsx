import { Sparkles } from 'lucide-react';
import type { ConflictAnalysis } from '@common/schemas/ai';
import { Button } from '@/components/ui/button';
import { MESSAGES_COPY } from './messages-copy';

interface ToneSuggestionCardProps {
  analysis: ConflictAnalysis;
  onUse: () => void;
  onKeep: () => void;
}

/** The composer's suggestion card (SPEC.md section 4): the calmer version with 'Use AI Version' and 'Keep Original'. */
export function ToneSuggestionCard({ analysis, onUse, onKeep }: ToneSuggestionCardProps) {
  return (
    <section aria-label={MESSAGES_COPY.toneSuggestion} className="grid gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        {MESSAGES_COPY.toneWarning(analysis.tone)}
      </p>
      <blockquote className="rounded-md border bg-background p-2 whitespace-pre-wrap">{analysis.rewritten}</blockquote>
      {analysis.suggestions.length > 0 && (
        <ul className="list-disc ps-5 text-muted-foreground">
          {analysis.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onUse}>
          {MESSAGES_COPY.useAiVersion}
        </Button>
        <Button size="sm" variant="outline" onClick={onKeep}>
          {MESSAGES_COPY.keepOriginal}
        </Button>
      </div>
    </section>
  );
}
