/**
 * The rules for a child's details, free of zod so the children screen can use its limits and messages without
 * loading the schema library; src/common/schemas/children.ts builds the request schemas (which the form checks with) from them.
 */
export const CHILD_LIMITS = { name: 100, school: 200, grade: 200, emergencyContact: 200, notes: 2000 } as const;
export const MIN_BIRTH_DATE = '1990-01-01';
export const CHILD_PHOTO_MAX_MB = 10;
export const CHILD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CHILD_PHOTO_FIELD = 'photo';
export const CHILD_PHOTO_MESSAGES = {
  tooLarge: `The photo must be at most ${CHILD_PHOTO_MAX_MB} MB`,
  wrongType: 'The photo must be a JPEG, PNG or WebP image',
  unreadable: 'That image could not be read; try another photo',
} as const;

export const OPTIONAL_CHILD_FIELDS = { school: 'School', grade: 'Grade', emergencyContact: 'Emergency contact', notes: 'Notes' } as const;
export type OptionalChildField = keyof typeof OPTIONAL_CHILD_FIELDS;

/** Whole years from a YYYY-MM-DD birth date to `today`. */
export function ageInYears(birthDate: string, today: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return Math.max(0, age);
}

// Today's date in the time zone furthest ahead (UTC+14), so no parent anywhere is told today is in the future.
const latestToday = (now: number): string => new Date(now + 14 * 3600_000).toISOString().slice(0, 10);

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Why a (trimmed) name is refused, or null. */
export function nameProblem(name: string): string | null {
  if (name.length === 0) return 'Name is required';
  if (name.length > CHILD_LIMITS.name) return `Name must be at most ${CHILD_LIMITS.name} characters`;
  return null;
}

/** Why a birth date is refused, or null. */
export function birthDateProblem(value: string, now: number = Date.now()): string | null {
  if (value === '') return 'Birth date is required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Birth date must be a date (YYYY-MM-DD)';
  if (!isRealDate(value)) return 'Birth date must be a real date';
  if (value < MIN_BIRTH_DATE) return 'Birth date must be in 1990 or later';
  if (value > latestToday(now)) return 'Birth date cannot be in the future';
  return null;
}

/** Why an optional (trimmed) text is refused, or null. */
export function optionalTextProblem(field: OptionalChildField, value: string): string | null {
  const max = CHILD_LIMITS[field];
  return value.length > max ? `${OPTIONAL_CHILD_FIELDS[field]} must be at most ${max} characters` : null;
}

export type ChildFormValues = Record<'name' | 'birthDate' | OptionalChildField, string>;
