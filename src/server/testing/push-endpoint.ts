import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestPushEndpoint {
  /** http://127.0.0.1:<port>; a device's endpoint is this plus a path of its own. */
  origin: string;
  received: ReceivedPush[];
  /** The status answered for a path (201 Created when none is set, as push services answer). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

/** A push service on this machine, as a plain HTTP server: it keeps what arrives and answers as told. */
export async function startPushEndpoint(): Promise<TestPushEndpoint> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
