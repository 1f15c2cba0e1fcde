import { Camera, Lightbulb, Sparkles, Star } from 'lucide-react';
import type { JournalSuggestions } from '@common/schemas/timeline';
import { TIMELINE_TYPE_LABELS } from '@common/timeline-rules';
import { Badge } from '@/components/ui/badge';
import { TIMELINE_COPY } from './timeline-copy';

/** The AI's advice for the entry being written: type, tags, milestone, prompts and photo ideas. */
export function SuggestionsPanel({ suggestions, loading }: { suggestions: JournalSuggestions | null; loading: boolean }) {
  if (!suggestions) {
    return loading ? (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Sparkles className="size-4" aria-hidden="true" />
        {TIMELINE_COPY.lookingForSuggestions}
      </p>
    ) : null;
  }
  return (
    <section aria-label={TIMELINE_COPY.aiSuggestions} className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        <span className="font-medium">{TIMELINE_COPY.aiSuggestions}</span>
        <Badge variant="ai">{TIMELINE_TYPE_LABELS[suggestions.categoryRecommendation]}</Badge>
        {suggestions.milestoneDetected && (
          <Badge variant="warning">
            <Star aria-hidden="true" />
            {TIMELINE_COPY.milestoneDetected}
          </Badge>
        )}
        {loading && <span className="text-xs text-muted-foreground">{TIMELINE_COPY.updating}</span>}
      </div>
      {suggestions.suggestedTags.length > 0 && (
        <p className="text-muted-foreground">
          {TIMELINE_COPY.suggestedTags} <span className="text-foreground">{suggestions.suggestedTags.join(', ')}</span>
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <h3 className="mb-1 flex items-center gap-1.5 font-medium">
            <Lightbulb className="size-4" aria-hidden="true" />
            {TIMELINE_COPY.worthWritingDown}
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {suggestions.memoryPrompts.map((prompt) => (
              <li key={prompt}>{prompt}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 flex items-center gap-1.5 font-medium">
            <Camera className="size-4" aria-hidden="true" />
            {TIMELINE_COPY.photoIdeas}
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {suggestions.photoSuggestions.map((idea) => (
              <li key={idea}>{idea}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{TIMELINE_COPY.suggestionsAdviceOnly}</p>
    </section>
  );
}
