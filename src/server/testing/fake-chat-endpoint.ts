import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createAiProvider } from '../ai/create-ai-provider.js';
import type { AiProvider } from '../ai/ai-provider.js';

export interface FakeChatEndpoint {
  /** What the endpoint answers as the assistant's message, and with which status. */
  answer: string;
  status: number;
  /** Every request body it received, in order. */
  bodies: { messages: { role: string; content: string }[] }[];
  /** Every error for which the provider fell back to the offline answer. */
  fallbacks: unknown[];
  /** An OpenAI-compatible provider pointed at this endpoint (500 ms timeout). */
  provider(): AiProvider;
}

/**
 * An OpenAI-compatible chat completions endpoint on 127.0.0.1 for the suite (started before, closed after): it
 * records each request and answers what the test set, so a test drives the real provider over HTTP.
 */
export function useFakeChatEndpoint(): FakeChatEndpoint {
  let url = '';
  const chat: FakeChatEndpoint = {
    answer: '',
    status: 200,
    bodies: [],
    fallbacks: [],
    provider: () =>
      createAiProvider(
        { ai: { provider: 'openai', baseUrl: url, model: 'small' } },
        { timeoutMs: 500, onFallback: (e) => chat.fallbacks.push(e) },
      ),
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      chat.bodies.push(JSON.parse(raw) as FakeChatEndpoint['bodies'][number]);
      res.writeHead(chat.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: chat.answer } }] }));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return chat;
}
