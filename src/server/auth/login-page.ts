import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';

/** Sends the built sign-in page (src/web/login.html); read on each request so a rebuild never serves stale asset names. */
export async function sendLoginPage(reply: FastifyReply, webDir: string | undefined): Promise<FastifyReply> {
  if (!webDir) {
    return reply.type('text/plain; charset=utf-8').status(503).send('The client is not built yet. Run `npm run build`.');
  }
  const page = await readFile(join(webDir, 'login.html'), 'utf8');
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}
