import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { WebSocket } from 'ws';
import { isHelloFrame, type HelloFrame } from '../../common/realtime-catch-up.js';
import type { RealtimeEnvelope } from '../../common/realtime-events.js';

/** A frame the server sent: an event envelope, or the answer to a ping. */
export type ReceivedFrame = RealtimeEnvelope | { type: 'pong' };

export interface TestSocket {
  ws: WebSocket;
  /** The server's first frame (src/common/realtime-catch-up.ts), kept out of `frames`. */
  hello: Promise<HelloFrame>;
  /** Every frame received so far but the hello, parsed, with the time it arrived (performance.now()). */
  frames: { frame: ReceivedFrame; receivedAt: number }[];
  /** Resolves with the first frame (already received or coming) that matches; rejects after timeoutMs. */
  next(match: (frame: ReceivedFrame) => boolean, timeoutMs?: number): Promise<{ frame: ReceivedFrame; receivedAt: number }>;
  close(): Promise<void>;
}

/** The ws:// address of a listening app. */
export function wsUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('app is not listening on a TCP port');
  return `ws://127.0.0.1:${address.port}/api/ws`;
}

/**
 * Makes `t`'s app listen on a free port before each test; `connect` opens a socket as a signed-in user (to this
 * app, or to `url`), and every socket it opened is closed after the test, before the app.
 */
export function useSockets(t: { app: FastifyInstance }): {
  connect(user: { cookie: string }, url?: string): Promise<TestSocket>;
} {
  const open: TestSocket[] = [];
  beforeEach(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((socket) => socket.close()));
  });
  return {
    async connect(user, url = wsUrl(t.app)) {
      const socket = await openSocket(url, { cookie: user.cookie });
      open.push(socket);
      return socket;
    },
  };
}

export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, { headers });
  const frames: TestSocket['frames'] = [];
  const waiters: (() => void)[] = [];
  let greet: (frame: HelloFrame) => void = () => {};
  const hello = new Promise<HelloFrame>((resolve) => (greet = resolve));
  ws.on('message', (data) => {
    const text = Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data as Buffer).toString();
    const frame: unknown = JSON.parse(text);
    if (isHelloFrame(frame)) return greet(frame);
    frames.push({ frame: frame as ReceivedFrame, receivedAt: performance.now() });
    for (const wake of waiters.splice(0)) wake();
  });
  const socket: TestSocket = {
    ws,
    hello,
    frames,
    next(match, timeoutMs = 2000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          const found = frames.find((f) => match(f.frame));
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    },
    close() {
      return new Promise((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    ws.once('error', reject);
  });
}

/** The HTTP status the server answered instead of upgrading. */
export async function refusedStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const socket = await openSocket(url, headers);
    await socket.close();
    return 101;
  } catch (error) {
    const match = /refused (\d+)/.exec(String(error));
    if (!match?.[1]) throw error;
    return Number(match[1]);
  }
}
