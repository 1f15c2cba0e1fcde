/** The API client of SPEC.md section 7: JSON only when a body is given, cookies always, non-OK throws `status: body`. */

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

/** Reads a non-OK answer into an ApiError; the reader (and the error schema) load on the first error only. */
export async function readApiError(res: Response): Promise<ApiError> {
  const { apiErrorFrom } = await import('./read-api-error');
  return apiErrorFrom(res);
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await readApiError(res);
}

/** Sends the request and answers the Response whatever its status. */
export function sendRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return fetch(url, init);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await sendRequest(method, url, body);
  await throwIfResNotOk(res);
  return res;
}

/** Sends a request and parses the JSON answer; a 204 gives undefined. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** The HTTP status of a failed call, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** A message fit for the user: the server's message for an API error, the error's own text otherwise. */
export function errorMessage(error: unknown, fallback: string = FALLBACK_MESSAGE): string {
  if (error instanceof ApiError) return error.userMessage === FALLBACK_MESSAGE ? fallback : error.userMessage;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}

/** The server's message per field at fault, for a 400 that named fields. */
export function errorFields(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiError ? error.fields : {};
}
