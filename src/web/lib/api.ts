/** The API client of SPEC.md section 7: JSON only when a body is given, cookies always, non-OK throws `status: body`. */
import { ApiError, FALLBACK_MESSAGE } from './api-error';

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
