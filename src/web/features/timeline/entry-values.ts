import { viewerFormat } from '@/lib/viewer-format';
import type { TimelineEntry } from '@common/schemas/timeline';
import type { TimelineType } from '@common/timeline-rules';

export interface EntryValues {
  title: string;
  description: string;
  /** '' until a type is chosen (by the parent or the AI suggestion). */
  timelineType: TimelineType | '';
  eventDate: string;
  tagsText: string;
  isPrivate: boolean;
}

export const valuesOf = (entry: TimelineEntry | undefined): EntryValues => ({
  title: entry?.title ?? '',
  description: entry?.description ?? '',
  timelineType: entry?.timelineType ?? '',
  eventDate: entry?.eventDate ?? viewerFormat.today(),
  tagsText: entry?.tags.join(', ') ?? '',
  isPrivate: entry?.isPrivate ?? false,
});
