export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/**
 * A non-OK answer. `message` is SPEC.md section 8's `status: body` (or the status text when the body is empty);
 * `code`, `fields` and `userMessage` come from our JSON error body `{ message, code, fields }`, parsed once with
 * the shared error schema. A body that is not ours (a proxy's HTML page, plain text) gives code 'http_<status>',
 * no fields, and its text as `userMessage` unless it is empty or HTML.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The raw body text. */
    readonly body: string,
    statusText: string,
    readonly code: string,
    readonly userMessage: string,
    /** A message per field at fault, keyed by the field's path joined with '.'. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}
