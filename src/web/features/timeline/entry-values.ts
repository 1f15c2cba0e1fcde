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

/** Today's date where the parent is (the date input's value format). */
export function todayLocal(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const valuesOf = (entry: TimelineEntry | undefined): EntryValues => ({
  title: entry?.title ?? '',
  description: entry?.description ?? '',
  timelineType: entry?.timelineType ?? '',
  eventDate: entry?.eventDate ?? todayLocal(),
  tagsText: entry?.tags.join(', ') ?? '',
  isPrivate: entry?.isPrivate ?? false,
});
