import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { pageQueries, pageUser, renderAppHtml, signedInModules } from './app-html.js';

/** Finds the built client in dist/web, from the compiled server or from source. */
export function findWebDir(serverDir: string): string | undefined {
  // Compiled: dist/src/server -> dist/web. From source: src/server -> dist/web.
  const candidates = [join(serverDir, '../../web'), join(serverDir, '../../dist/web')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'login.html']);

/** Serves the built client, and index.html for every other non-API path so the client router decides (404 page included). */
export async function registerStaticFiles(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      preCompressed: true,
      wildcard: true,
      setHeaders(res, path) {
        const name = path.split('/').pop() ?? '';
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (NO_CACHE.has(name)) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!webDir) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The client is not built yet. Run `npm run build`.');
    }
    // Signed in: the page carries the user and the screen's first data (never stored by any cache).
    // Signed out, or the database slow or away: the same file for everyone, as before.
    reply.header('vary', 'Cookie');
    const readAt = Date.now();
    const user = await pageUser(request);
    if (!user) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    // Read on each request, as the sign-in page is, so a rebuild never serves stale asset names.
    const template = await readFile(join(webDir, 'index.html'), 'utf8');
    const path = request.url.split('?')[0] ?? '/';
    const queries = await pageQueries(request, path);
    const html = renderAppHtml(template, user, path, signedInModules(webDir, path, user), queries, readAt);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  };
  app.get('/', sendApp);

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
    }
    // A missing built file (an old chunk after a deploy) must fail loudly, not come back as the app's HTML.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) throw new AppError('not_found', 'File not found');
    return sendApp(request, reply);
  });
}
