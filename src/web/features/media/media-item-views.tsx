import { MapPin, Trash2 } from 'lucide-react';
import type { MediaItem } from '@common/schemas/media';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { categoryLabel } from './media-categories';
import { formatMemoryDay } from './media-dates';
import { MediaThumbnail } from './media-thumbnail';
import { placeText } from './place-text';
import { MemoryTags } from './memory-tags';
import { MEDIA_COPY } from './media-copy';

interface ItemProps {
  item: MediaItem;
  onDelete: (item: MediaItem) => void;
}

function DeleteButton({ item, onDelete }: ItemProps) {
  if (!item.canDelete) return null;
  return (
    <Button variant="destructive-ghost" size="icon" aria-label={MEDIA_COPY.deleteLabel(item.fileName)} onClick={() => onDelete(item)}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

function OriginalLink({ item, children, className }: { item: MediaItem; children: React.ReactNode; className?: string }) {
  return (
    <a href={item.fileUrl} target="_blank" rel="noreferrer" className={className} aria-label={MEDIA_COPY.openLabel(item.fileName)}>
      {children}
    </a>
  );
}

/** The memory's name and day (and, in the list, who shared it) beside its delete button. */
function ItemHeading({ item, onDelete, nameClassName, withUploader }: ItemProps & { nameClassName?: string; withUploader?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <p className={cn('truncate font-medium', nameClassName)} title={item.fileName}>
          {item.fileName}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatMemoryDay(item)}
          {withUploader && ` · ${item.uploader.name}`}
        </p>
      </div>
      <DeleteButton item={item} onDelete={onDelete} />
    </div>
  );
}

/** Whether the memory is among the first the screen shows, whose pictures load at once. */
interface FirstScreen {
  firstScreen?: boolean;
}

/** One memory in the grid: the picture first, then its name, day, category and tags. */
export function MediaGridCard({ item, onDelete, firstScreen }: ItemProps & FirstScreen) {
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <OriginalLink item={item} className="block focus-visible:outline-2 focus-visible:outline-ring">
        <MediaThumbnail item={item} className="aspect-square w-full" eager={firstScreen} />
      </OriginalLink>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3">
        <ItemHeading item={item} onDelete={onDelete} nameClassName="text-sm" />
        <Badge variant="ai">{categoryLabel(item.eventCategory)}</Badge>
        <MemoryTags tags={item.aiTags} />
      </div>
    </li>
  );
}

/** One memory as a row: a small picture beside the details, the highlight and the place. */
export function MediaListRow({ item, onDelete, firstScreen }: ItemProps & FirstScreen) {
  return (
    <li className="flex min-w-0 gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm">
      <OriginalLink item={item} className="shrink-0 focus-visible:outline-2 focus-visible:outline-ring">
        <MediaThumbnail item={item} className="size-20 rounded-md sm:size-24" eager={firstScreen} />
      </OriginalLink>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <ItemHeading item={item} onDelete={onDelete} withUploader />
        {item.memoryHighlight && <p className="text-sm text-muted-foreground">{item.memoryHighlight}</p>}
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="ai">{categoryLabel(item.eventCategory)}</Badge>
          {item.location && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <MapPin className="size-3" aria-hidden="true" />
              {placeText(item)}
            </span>
          )}
        </div>
        <MemoryTags tags={item.aiTags} />
      </div>
    </li>
  );
}
