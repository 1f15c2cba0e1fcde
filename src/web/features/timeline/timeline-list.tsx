import { plural } from '@common/format/plural';
import type { TimelineEntry } from '@common/schemas/timeline';
import { TimelineItem } from './timeline-item';
import { TIMELINE_COPY } from './timeline-copy';

interface TimelineListProps {
  entries: TimelineEntry[];
  /** Voice journal recordings the viewer may play, by entry id. */
  recordings: Map<string, string>;
  userId: string | undefined;
  childName: string;
  onEdit: (entry: TimelineEntry) => void;
  onDelete: (entry: TimelineEntry) => void;
}

/** The vertical timeline, newest first, with a line joining the type icons. */
export function TimelineList({ entries, recordings, userId, childName, onEdit, onDelete }: TimelineListProps) {
  const headingId = `timeline-of-${childName}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {childName}’s timeline{' '}
        <span className="text-sm font-normal text-muted-foreground">· {plural(entries.length, 'entry', 'entries')}</span>
      </h2>
      <ol
        aria-label={TIMELINE_COPY.timelineOf(childName)}
        className="relative before:absolute before:top-2 before:bottom-2 before:left-5 before:w-px before:bg-border"
      >
        {entries.map((entry) => (
          <TimelineItem
            key={entry.id}
            entry={entry}
            audioUrl={recordings.get(entry.id)}
            isOwn={entry.createdBy === userId}
            onEdit={() => onEdit(entry)}
            onDelete={() => onDelete(entry)}
          />
        ))}
      </ol>
    </section>
  );
}
