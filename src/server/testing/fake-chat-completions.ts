import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConflictAnalysis } from '../../common/schemas/ai.js';

export type FakeChatBehaviour = 'good' | 'garbage' | 'wrong-shape' | 'error' | 'slow';

export const FAKE_CHAT_ANSWER: ConflictAnalysis = {
  tone: 'heated',
  needsRewrite: true,
  rewritten: 'Could you pick up the kids at 5?',
  suggestions: ['Leave out the lawyer'],
  findings: [{ kind: 'threat', phrase: "I'm calling my lawyer" }],
};

interface Received {
  url: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; response_format: { type: string } };
}

/** A tiny chat-completions server whose next answer the test chooses. */
export interface FakeChatServer {
  url: string;
  server: Server;
  behave(b: FakeChatBehaviour): void;
  received: Received[];
  close(): Promise<void>;
}

export async function startFakeChatServer(): Promise<FakeChatServer> {
  let behaviour: FakeChatBehaviour = 'good';
  const received: Received[] = [];
  const answer = (res: ServerResponse, content: string) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) as Received['body'] });
      if (behaviour === 'good') answer(res, JSON.stringify(FAKE_CHAT_ANSWER));
      else if (behaviour === 'garbage') answer(res, 'Sure! Here is my analysis: it is heated.');
      else if (behaviour === 'wrong-shape') answer(res, JSON.stringify({ tone: 'furious', needsRewrite: 'yes' }));
      else if (behaviour === 'error') {
        res.writeHead(500);
        res.end('boom');
      } else setTimeout(() => answer(res, JSON.stringify(FAKE_CHAT_ANSWER)), 1_000);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    server,
    behave: (b) => (behaviour = b),
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
