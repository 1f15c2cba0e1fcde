import type { z } from 'zod';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MODEL = 'gpt-4o-mini';

export interface ChatEndpoint {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  /** Milliseconds before the request is abandoned; 10 s unless a test shortens it. */
  timeoutMs?: number;
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * Asks an OpenAI-compatible `/chat/completions` endpoint for a JSON object and validates it with `schema`.
 * Throws on an HTTP error, a timeout, unparseable JSON or an answer that does not match the schema.
 */
export async function chatJson<S extends z.ZodType>(
  endpoint: ChatEndpoint,
  schema: S,
  messages: { role: 'system' | 'user'; content: string }[],
): Promise<z.infer<S>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(`${endpoint.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model ?? DEFAULT_MODEL,
        messages,
        response_format: { type: 'json_object' },
        temperature: 0.2,
      }),
    });
    if (!response.ok) throw new Error(`AI endpoint answered ${response.status}`);
    const completion = (await response.json()) as ChatCompletion;
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('AI endpoint answered without message content');
    return schema.parse(JSON.parse(content));
  } finally {
    clearTimeout(timer);
  }
}
