import { viewerFormat } from '@/lib/viewer-format';
import { Lock, Pencil, Trash2 } from 'lucide-react';
import type { TimelineEntry } from '@common/schemas/timeline';
import { TIMELINE_TYPE_LABELS } from '@common/timeline-rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TypeIcon } from './type-icon';
import { TIMELINE_COPY } from './timeline-copy';

interface TimelineItemProps {
  entry: TimelineEntry;
  /** The voice journal recording of the entry, streamed from its authorised route. */
  audioUrl?: string | undefined;
  isOwn: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One entry on the vertical timeline: type icon on the line, then the card. */
export function TimelineItem({ entry, audioUrl, isOwn, onEdit, onDelete }: TimelineItemProps) {
  return (
    <li className="relative flex gap-3 pb-6 last:pb-0 sm:gap-4">
      <TypeIcon type={entry.timelineType} className="z-10" />
      <article aria-labelledby={`entry-${entry.id}`} className="min-w-0 flex-1 rounded-xl border bg-card p-4 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`entry-${entry.id}`} className="font-semibold break-words">
              {entry.title}
            </h3>
            <p className="text-sm text-muted-foreground">
              <time dateTime={entry.eventDate}>{viewerFormat.longDate(entry.eventDate)}</time>
              {' · '}
              {TIMELINE_COPY.addedBy(isOwn, entry.createdByName)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="secondary">{TIMELINE_TYPE_LABELS[entry.timelineType]}</Badge>
            {entry.isPrivate && (
              <Badge variant="outline">
                <Lock aria-hidden="true" />
                {TIMELINE_COPY.private}
              </Badge>
            )}
          </div>
        </div>
        {entry.description && <p className="mt-2 text-sm whitespace-pre-line break-words">{entry.description}</p>}
        {audioUrl && (
          <audio
            controls
            preload="none"
            src={audioUrl}
            className="mt-3 w-full max-w-md"
            aria-label={TIMELINE_COPY.recordingOf(entry.title)}
          />
        )}
        {entry.photoUrl && (
          <a
            href={entry.photoUrl}
            target="_blank"
            rel="noreferrer"
            className="mt-3 block w-fit rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <img
              src={entry.photoUrl}
              alt={TIMELINE_COPY.photoFor(entry.title)}
              loading="lazy"
              className="h-32 w-auto max-w-full rounded-lg border object-cover sm:h-40"
            />
          </a>
        )}
        {entry.tags.length > 0 && (
          <ul aria-label={TIMELINE_COPY.tags} className="mt-3 flex flex-wrap gap-1.5">
            {entry.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="font-normal">
                  #{tag}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {isOwn && (
          <div className="mt-3 flex gap-1 border-t pt-2">
            <Button variant="ghost" size="icon" aria-label={TIMELINE_COPY.editLabel(entry.title)} onClick={onEdit}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button variant="destructive-ghost" size="icon" aria-label={TIMELINE_COPY.deleteLabel(entry.title)} onClick={onDelete}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
