/** The API client of SPEC.md section 7: JSON only when a body is given, cookies always, non-OK throws `status: body`. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new HttpError(res.status, text, res.statusText);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}

/** Sends a request and parses the JSON answer; a 204 gives undefined. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status carried by an error thrown by apiRequest, if any. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status;
  if (!(error instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** A message fit for the user from an API error: the `message` of our JSON error body when there is one. */
export function errorMessage(error: unknown, fallback: string = FALLBACK_MESSAGE): string {
  if (!(error instanceof Error)) return fallback;
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return error.message || fallback;
  const rest = (match[2] ?? '').trim();
  try {
    const parsed: unknown = JSON.parse(rest);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || fallback;
    }
  } catch {
    // Not JSON: fall through to the raw text, unless it looks like an HTML page.
  }
  if (!rest || rest.startsWith('<')) return fallback;
  return rest;
}
