import { Film, Play } from 'lucide-react';
import { formatDuration } from '@common/media-rules';
import type { MediaItem } from '@common/schemas/media';
import { cn } from '@/lib/utils';
import { MEDIA_COPY } from './media-copy';

/**
 * A photo's thumbnail, or a video tile; videos carry a badge with their length when known. A thumbnail loads when
 * scrolled near, unless `eager`: those of the screen's first rows load with the page, as the largest thing it draws.
 */
export function MediaThumbnail({ item, className, eager = false }: { item: MediaItem; className?: string; eager?: boolean }) {
  const duration = item.duration === null ? null : formatDuration(item.duration);
  return (
    <div className={cn('relative overflow-hidden bg-muted', className)}>
      {item.thumbnailUrl ? (
        <img
          src={item.thumbnailUrl}
          alt={item.memoryHighlight || item.fileName}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div
          className="flex size-full items-center justify-center text-muted-foreground"
          role="img"
          aria-label={MEDIA_COPY.videoLabel(item.fileName)}
        >
          <Film className="size-10" aria-hidden="true" />
        </div>
      )}
      {item.mediaType === 'video' && (
        <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white">
          <Play className="size-3 fill-current" aria-hidden="true" />
          <span className="sr-only">{MEDIA_COPY.video}</span>
          {duration && <span>{duration}</span>}
        </span>
      )}
    </div>
  );
}
