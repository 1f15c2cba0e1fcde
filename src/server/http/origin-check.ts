import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a browser on our own pages sends: PUBLIC_URL when set, else the Host the request came to. */
export function expectedOrigins(request: FastifyRequest, publicUrl: string | undefined): string[] {
  const origins = [`${request.protocol}://${request.host}`];
  if (publicUrl) origins.push(new URL(publicUrl).origin);
  return origins;
}

export function isAllowedOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  // Browsers send Origin on every cross-site write; clients without one (curl, tests, native apps) carry no ambient cookie risk.
  if (origin === undefined) return true;
  return expectedOrigins(request, publicUrl).includes(origin);
}

/** Refuses writes with a cookie from another origin (CSRF), on top of SameSite=Lax. */
export function registerOriginCheck(app: FastifyInstance, opts: { publicUrl: string | undefined }): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isAllowedOrigin(request, opts.publicUrl)) {
      throw new AppError('forbidden', 'Cross-origin request refused');
    }
  });
}
