import { HttpError } from '@/lib/api';

export type FieldErrors = Partial<Record<string, string>>;

/** The `fields` of our JSON error body (400 with the field at fault), when there are any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof HttpError)) return {};
  try {
    const body: unknown = JSON.parse(error.body);
    if (body && typeof body === 'object' && 'fields' in body && body.fields && typeof body.fields === 'object') {
      const entries = Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
      // 'tags.0' and the like belong to the tags box.
      return Object.fromEntries(entries.map(([key, message]) => [key.split('.')[0] ?? key, message]));
    }
  } catch {
    // Not our JSON error body.
  }
  return {};
}
