import { ApiError, FALLBACK_MESSAGE } from './api-error';

function plainTextMessage(text: string): string {
  const trimmed = text.trim();
  return !trimmed || trimmed.startsWith('<') ? FALLBACK_MESSAGE : trimmed;
}

/** Our JSON error body, if the text is one. The schema loads only for a JSON body (it brings zod). */
async function parseErrorBody(text: string) {
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    const json: unknown = JSON.parse(text);
    const { apiErrorSchema } = await import('@common/schemas/errors');
    const parsed = apiErrorSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a non-OK answer into an ApiError: our JSON error body parsed once with the shared error schema. */
export async function apiErrorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  const body = await parseErrorBody(text);
  if (body) return new ApiError(res.status, text, res.statusText, body.code, body.message || FALLBACK_MESSAGE, body.fields);
  return new ApiError(res.status, text, res.statusText, `http_${res.status}`, plainTextMessage(text));
}
