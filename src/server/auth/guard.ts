import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { SESSION_COOKIE } from './cookies.js';
import { findSession, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser | undefined;
  }
}

/** Reads the session cookie; leaves `request.session` undefined when there is no valid session. */
export async function loadSession(request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const { db, secret } = request.server.services;
  request.session = await findSession({ db, secret, token });
}

/** The signed-in user and their family, taken from the session only; 401 when signed out. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.session) throw new AppError('unauthorized', 'You are not signed in');
  return request.session;
}

/**
 * The one guard for feature routes: registers them in a scope where every request must be signed in,
 * so a handler reads user and family with `currentUser(request)` and never from the body or URL.
 */
export function registerFamilyScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      currentUser(request);
    });
    register(scope);
  });
}

export function registerSessionLoader(app: FastifyInstance): void {
  app.decorateRequest('session', undefined);
  app.addHook('onRequest', loadSession);
}
