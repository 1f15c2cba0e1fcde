/** The few JSON calls the sign-in page makes, with the API's one error shape. */
import type { ApiError } from '../../common/schemas/errors.js';
import { LOGIN_COPY } from './login-copy.js';

export type ApiResult = { ok: true; status: number; data: unknown } | { ok: false; status: number; error: ApiError };

export const NETWORK_ERROR: ApiError = {
  message: LOGIN_COPY.errors.network,
  code: 'network_error',
};

function fallbackMessage(status: number): string {
  if (status === 429) return LOGIN_COPY.errors.tooMany;
  if (status >= 500) return LOGIN_COPY.errors.server;
  return LOGIN_COPY.errors.other;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[name] = message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Reads `{ message, code, fields? }` from an error body, tolerating anything else a proxy might send. */
export function toApiError(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const hasMessage = typeof record.message === 'string' && record.message.trim() !== '';
  const message = hasMessage ? String(record.message) : fallbackMessage(status);
  const code = typeof record.code === 'string' ? record.code : `http_${status}`;
  const fields = readFields(record.fields);
  return fields ? { message, code, fields } : { message, code };
}

async function readBody(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

export async function requestJson(method: 'GET' | 'POST', url: string, body?: unknown): Promise<ApiResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const data = await readBody(response);
  if (response.ok) return { ok: true, status: response.status, data };
  return { ok: false, status: response.status, error: toApiError(response.status, data) };
}
