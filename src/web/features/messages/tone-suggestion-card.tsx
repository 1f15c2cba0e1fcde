import { ChevronDown, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import type { ConflictAnalysis } from '@common/schemas/ai';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { MESSAGES_COPY } from './messages-copy';

interface ToneSuggestionCardProps {
  analysis: ConflictAnalysis;
  /** An answer to 'Improve' on a merely curt draft: a friendlier wording, not a warning. */
  asked: boolean;
  onUse: () => void;
  onKeep: () => void;
}

function warning(analysis: ConflictAnalysis, asked: boolean): string {
  if (asked && analysis.findings.length === 0 && analysis.tone !== 'heated') return MESSAGES_COPY.curtWarning;
  const demanding = analysis.tone === 'neutral' && analysis.findings.some((f) => f.kind === 'demand');
  return MESSAGES_COPY.toneWarning(demanding ? 'demanding' : analysis.tone);
}

/**
 * The composer's suggestion card (SPEC.md section 4): the calmer version with 'Use AI Version' and
 * 'Keep Original'. Compact, so the conversation stays in view: the calmer version on one line beside
 * the two buttons, the whole of it and the reasons one tap away. One line names what was found.
 */
export function ToneSuggestionCard({ analysis, asked, onUse, onKeep }: ToneSuggestionCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <section
      aria-label={MESSAGES_COPY.toneSuggestion}
      className="grid gap-1.5 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2 text-sm"
    >
      <p className="flex items-start gap-2 font-medium">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {warning(analysis, asked)}
      </p>
      {analysis.findings.length > 0 && (
        <p className="ps-6 text-xs text-muted-foreground" data-testid="tone-findings">
          {MESSAGES_COPY.toneFound(analysis.findings)}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <div className="flex min-w-0 flex-1 basis-56 items-start gap-1">
          <blockquote
            id={detailsId}
            className={cn(
              'min-w-0 flex-1 rounded-md border bg-background px-2 py-1',
              open ? 'max-h-40 overflow-y-auto whitespace-pre-wrap' : 'truncate',
            )}
          >
            {analysis.rewritten}
          </blockquote>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={MESSAGES_COPY.toneDetails}
            title={MESSAGES_COPY.toneDetails}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onUse}>
            {MESSAGES_COPY.useAiVersion}
          </Button>
          <Button size="sm" variant="outline" onClick={onKeep}>
            {MESSAGES_COPY.keepOriginal}
          </Button>
        </div>
      </div>
      {analysis.suggestions.length > 0 && (
        <ul hidden={!open} className="list-disc ps-5 text-muted-foreground">
          {analysis.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
