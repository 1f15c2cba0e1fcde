/**
 * The rules of a wellness check-in (SPEC.md sections 5 and 9), free of zod so the wellness screen can use its
 * limits without loading the schema library; src/common/schemas/wellness.ts (which the form checks with) builds on them.
 */
export const WELLNESS_SCORE = { min: 1, max: 10, step: 1, default: 5 } as const;
export const SLEEP_HOURS_CHOICES = [4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const DEFAULT_SLEEP_HOURS = 8;
export const EXERCISE_MINUTES_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_EXERCISE_MINUTES = 0;
export const WELLNESS_LIMITS = { notes: 2000, listItems: 10, listItemLength: 40 } as const;
export const MIN_ENTRY_DATE = '2000-01-01';

export const SCORE_FIELDS = {
  moodScore: 'Mood score',
  stressLevel: 'Stress level',
  communicationRating: 'Communication rating',
} as const;
export type ScoreField = keyof typeof SCORE_FIELDS;

export const LIST_FIELDS = {
  triggers: { one: 'trigger', many: 'triggers', label: 'Triggers' },
  copingStrategies: { one: 'coping strategy', many: 'coping strategies', label: 'Coping strategies' },
} as const;
export type ListField = keyof typeof LIST_FIELDS;

export const WELLNESS_MESSAGES = {
  score: (field: ScoreField) => `${SCORE_FIELDS[field]} must be a whole number from ${WELLNESS_SCORE.min} to ${WELLNESS_SCORE.max}`,
  scoreRequired: (field: ScoreField) => `${SCORE_FIELDS[field]} is required`,
  sleepHours: `Sleep hours must be a whole number from ${SLEEP_HOURS_CHOICES[0]} to ${SLEEP_HOURS_CHOICES.at(-1)}`,
  exerciseMinutes: `Exercise minutes must be one of ${EXERCISE_MINUTES_CHOICES.slice(0, -1).join(', ')} or ${EXERCISE_MINUTES_CHOICES.at(-1)}`,
  notesText: 'Notes must be text',
  notesTooLong: `Notes must be at most ${WELLNESS_LIMITS.notes} characters`,
  listType: (field: ListField) => `${LIST_FIELDS[field].label} must be a list of text`,
  itemTooLong: (field: ListField) => `Each ${LIST_FIELDS[field].one} must be at most ${WELLNESS_LIMITS.listItemLength} characters`,
  tooMany: (field: ListField) => `Add at most ${WELLNESS_LIMITS.listItems} ${LIST_FIELDS[field].many}`,
  entryDateFormat: 'Entry date must be a date (YYYY-MM-DD)',
  entryDateReal: 'Entry date must be a real date',
  entryDateTooOld: 'Entry date must be in 2000 or later',
  entryDateFuture: 'Entry date cannot be in the future',
} as const;

export const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= WELLNESS_SCORE.min && value <= WELLNESS_SCORE.max;

export const isSleepHours = (value: unknown): boolean => (SLEEP_HOURS_CHOICES as readonly unknown[]).includes(value);
export const isExerciseMinutes = (value: unknown): boolean => (EXERCISE_MINUTES_CHOICES as readonly unknown[]).includes(value);

/** Trimmed, blanks dropped, duplicates (ignoring case) dropped keeping the first spelling. */
export function cleanList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of items) {
    const item = raw.trim().replace(/\s+/g, ' ');
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(item);
  }
  return kept;
}

/** Why a cleaned list is refused, or null. */
export function listProblem(field: ListField, items: readonly string[]): string | null {
  if (items.some((item) => item.length > WELLNESS_LIMITS.listItemLength)) return WELLNESS_MESSAGES.itemTooLong(field);
  if (items.length > WELLNESS_LIMITS.listItems) return WELLNESS_MESSAGES.tooMany(field);
  return null;
}

/** Splits what a parent typed ('walk, music,  walk') into a list. */
export const splitList = (text: string): string[] => cleanList(text.split(','));

// Today's date in the time zone furthest ahead (UTC+14), so no parent anywhere is told today is in the future.
const latestToday = (now: number): string => new Date(now + 14 * 3600_000).toISOString().slice(0, 10);

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Why an entry date is refused, or null. */
export function entryDateProblem(value: string, now: number = Date.now()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return WELLNESS_MESSAGES.entryDateFormat;
  if (!isRealDate(value)) return WELLNESS_MESSAGES.entryDateReal;
  if (value < MIN_ENTRY_DATE) return WELLNESS_MESSAGES.entryDateTooOld;
  if (value > latestToday(now)) return WELLNESS_MESSAGES.entryDateFuture;
  return null;
}
