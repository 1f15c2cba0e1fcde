import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../src/server/auth/cookies.js';
import { findSession } from '../src/server/auth/sessions.js';
import type { Db } from '../src/server/db/database.js';
import { listEvents } from '../src/server/calendar-events/list-events.js';

/** The value of one cookie from a Cookie header, without a parsing library. */
function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function handle(req: IncomingMessage, res: ServerResponse, opts: { db: Db; secret: string }): Promise<void> {
  if (req.method !== 'GET' || req.url !== '/api/events') return reply(res, 404, { message: 'Not found', code: 'not_found' });
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  const session = token ? await findSession({ db: opts.db, secret: opts.secret, token }) : undefined;
  if (!session) return reply(res, 401, { message: 'You are not signed in', code: 'unauthorized' });
  reply(res, 200, await listEvents({ db: opts.db, familyId: session.familyId }));
}

/**
 * The floor the app is measured against: plain node:http answering GET /api/events with the very same
 * session lookup (findSession) and query (listEvents) on the same database handle, and nothing else.
 */
export function createBareServer(opts: { db: Db; secret: string }): Server {
  return createServer((req, res) => {
    handle(req, res, opts).catch(() => reply(res, 500, { message: 'Internal error', code: 'internal' }));
  });
}
