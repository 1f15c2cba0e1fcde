import type { TimelineEntry } from '@common/schemas/timeline';
import {
  descriptionProblem,
  eventDateProblem,
  parseTagText,
  tagsProblem,
  TIMELINE_PHOTO_MAX_MB,
  TIMELINE_MESSAGES,
  TIMELINE_PHOTO_TYPES,
  titleProblem,
  type TimelineType,
} from '@common/timeline-rules';

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

/** Every problem of the form's values, by field (empty when they can be sent). */
export function entryProblems(values: EntryValues): Partial<Record<'title' | 'description' | 'eventDate' | 'tags', string>> {
  const problems: Partial<Record<'title' | 'description' | 'eventDate' | 'tags', string>> = {};
  const title = titleProblem(values.title.trim());
  if (title) problems.title = title;
  const description = descriptionProblem(values.description.trim());
  if (description) problems.description = description;
  const date = eventDateProblem(values.eventDate);
  if (date) problems.eventDate = date;
  const tags = tagsProblem(parseTagText(values.tagsText));
  if (tags) problems.tags = tags;
  return problems;
}

const ACCEPT: readonly string[] = TIMELINE_PHOTO_TYPES;

/** Checks a chosen photo the way the server will (type and size), so most mistakes show before saving. */
export function photoProblem(file: File): string | null {
  if (!ACCEPT.includes(file.type)) return TIMELINE_MESSAGES.photoWrongType;
  if (file.size > TIMELINE_PHOTO_MAX_MB * 1024 * 1024) return TIMELINE_MESSAGES.photoTooLarge;
  return null;
}
