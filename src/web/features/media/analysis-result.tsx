import { Sparkles } from 'lucide-react';
import { formatDuration } from '@common/media-rules';
import type { MediaItem } from '@common/schemas/media';
import { Badge } from '@/components/ui/badge';
import { categoryLabel } from './media-categories';
import { formatMemoryDay } from './media-dates';
import { MEDIA_COPY } from './media-copy';
import { MediaThumbnail } from './media-thumbnail';
import { placeText } from './place-text';
import { MemoryTags } from './memory-tags';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{value}</dd>
    </div>
  );
}

/** What the server read and the AI suggested for an uploaded file. */
export function AnalysisResult({ item }: { item: MediaItem }) {
  const analysed = item.aiTags.length > 0 || Boolean(item.memoryHighlight);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <MediaThumbnail item={item} className="aspect-square w-full max-w-40 shrink-0 rounded-md sm:size-32" />
      <div className="min-w-0 flex-1 space-y-2">
        {analysed && (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Sparkles className="size-4 text-primary" aria-hidden="true" />
              <span className="text-sm font-medium">{MEDIA_COPY.analysisTitle}</span>
              <Badge variant="ai">{categoryLabel(item.eventCategory)}</Badge>
            </div>
            {item.memoryHighlight && <p className="text-sm">{item.memoryHighlight}</p>}
            <MemoryTags tags={item.aiTags} />
          </>
        )}
        <dl className="grid grid-cols-2 gap-2">
          <Fact label={MEDIA_COPY.takenOn} value={item.takenDate ? formatMemoryDay(item) : null} />
          <Fact label={MEDIA_COPY.place} value={placeText(item)} />
          <Fact label={MEDIA_COPY.people} value={item.peopleDetected.join(', ')} />
          <Fact label={MEDIA_COPY.mood} value={item.emotionAnalysis} />
          <Fact label={MEDIA_COPY.video} value={item.duration === null ? null : formatDuration(item.duration)} />
        </dl>
        {analysed && <p className="text-xs text-muted-foreground">{MEDIA_COPY.analysisNote}</p>}
      </div>
    </div>
  );
}
