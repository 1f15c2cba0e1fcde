import { HttpError } from '@/lib/api';

export type FieldErrors = Partial<Record<string, string>>;

/** The `fields` of our JSON error body (400 with the field at fault), when there are any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof HttpError)) return {};
  try {
    const body: unknown = JSON.parse(error.body);
    if (body && typeof body === 'object' && 'fields' in body && body.fields && typeof body.fields === 'object') {
      return Object.fromEntries(Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  } catch {
    // Not our JSON error body.
  }
  return {};
}
