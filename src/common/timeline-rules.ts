/**
 * The rules for a child timeline entry, free of zod so the timeline screen can check its form without
 * loading the schema library; src/common/schemas/timeline.ts builds the request schemas from them.
 */
export const TIMELINE_TYPES = ['milestone', 'photo', 'school', 'medical', 'achievement', 'memory'] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

export const TIMELINE_TYPE_LABELS: Record<TimelineType, string> = {
  milestone: 'Milestone',
  photo: 'Photo',
  school: 'School',
  medical: 'Medical',
  achievement: 'Achievement',
  memory: 'Memory',
};

/** The type saved when the form sends none (nothing chosen and no AI suggestion). */
export const DEFAULT_TIMELINE_TYPE: TimelineType = 'memory';

export const TIMELINE_LIMITS = { title: 200, description: 5000, tags: 20, tagLength: 40 } as const;
export const MIN_EVENT_DATE = '1990-01-01';

export const TIMELINE_PHOTO_MAX_MB = 10;
export const TIMELINE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const TIMELINE_PHOTO_FIELD = 'photo';
/** Longest edge of the stored photo; larger photos are scaled down (never up). */
export const TIMELINE_PHOTO_MAX_EDGE = 1600;

export const TIMELINE_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${TIMELINE_LIMITS.title} characters`,
  descriptionText: 'Description must be text',
  descriptionTooLong: `Description must be at most ${TIMELINE_LIMITS.description} characters`,
  childRequired: 'Child is required',
  childUnknown: 'Choose one of your children',
  typeInvalid: `Type must be one of ${TIMELINE_TYPES.join(', ')}`,
  dateFormat: 'Date must be a date (YYYY-MM-DD)',
  dateReal: 'Date must be a real date',
  dateTooOld: 'Date must be in 1990 or later',
  dateFuture: 'Date cannot be in the future',
  tagsList: 'Tags must be a list of text',
  tooManyTags: `At most ${TIMELINE_LIMITS.tags} tags`,
  tagTooLong: `Each tag must be at most ${TIMELINE_LIMITS.tagLength} characters`,
  privateBoolean: 'Private must be true or false',
  notAuthor: 'Only the parent who added this entry can change it',
  photoTooLarge: `The photo must be at most ${TIMELINE_PHOTO_MAX_MB} MB`,
  photoWrongType: 'The photo must be a JPEG, PNG or WebP image',
  photoUnreadable: 'That image could not be read; try another photo',
} as const;

/** SPEC.md section 5: suggestions when the changed field is over 10 characters and so is the combined text. */
export const JOURNAL_SUGGESTIONS = { minLength: 10, debounceMs: 800 } as const;

export function shouldRequestSuggestions(changed: string, title: string, description: string): boolean {
  const combined = `${title.trim()} ${description.trim()}`.trim();
  return changed.trim().length > JOURNAL_SUGGESTIONS.minLength && combined.length > JOURNAL_SUGGESTIONS.minLength;
}

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// Today in the time zone furthest ahead (UTC+14), so no parent anywhere is told today is in the future.
const latestToday = (now: number): string => new Date(now + 14 * 3600_000).toISOString().slice(0, 10);

/** Why a (trimmed) title is refused, or null. */
export function titleProblem(title: string): string | null {
  if (title.length === 0) return TIMELINE_MESSAGES.titleRequired;
  if (title.length > TIMELINE_LIMITS.title) return TIMELINE_MESSAGES.titleTooLong;
  return null;
}

export function descriptionProblem(description: string): string | null {
  return description.length > TIMELINE_LIMITS.description ? TIMELINE_MESSAGES.descriptionTooLong : null;
}

/** Why an event date is refused, or null. A timeline records what happened, so a future date is refused. */
export function eventDateProblem(value: string, now: number = Date.now()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return TIMELINE_MESSAGES.dateFormat;
  if (!isRealDate(value)) return TIMELINE_MESSAGES.dateReal;
  if (value < MIN_EVENT_DATE) return TIMELINE_MESSAGES.dateTooOld;
  if (value > latestToday(now)) return TIMELINE_MESSAGES.dateFuture;
  return null;
}

/** Tags as stored: trimmed, inner spaces collapsed, a leading '#' dropped, blanks removed, duplicates (any case) once. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/^#+/, '').replace(/\s+/g, ' ').trim();
    const key = tag.toLowerCase();
    if (tag.length === 0 || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** Why normalised tags are refused, or null. */
export function tagsProblem(tags: readonly string[]): string | null {
  if (tags.length > TIMELINE_LIMITS.tags) return TIMELINE_MESSAGES.tooManyTags;
  if (tags.some((tag) => tag.length > TIMELINE_LIMITS.tagLength)) return TIMELINE_MESSAGES.tagTooLong;
  return null;
}

/** Tags typed in one box, separated by commas. */
export const parseTagText = (text: string): string[] => normalizeTags(text.split(','));
