import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JOIN_PATH } from '../../common/invite-link.js';
import { AppError } from '../errors.js';
import { SESSION_COOKIE } from './cookies.js';
import { requestPlace } from './request-place.js';
import { findSession, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser | undefined;
  }
  interface FastifyContextConfig {
    /** What a read-only member (a professional) is told when this write route refuses them. */
    parentsOnlyMessage?: string;
    /** A write that touches only the member's own things (their notifications, feed links, membership): open to professionals too. */
    openToReadOnlyMembers?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered behind the family guard, so a test can walk all of them. */
    familyRoutes: { method: string; url: string; openToReadOnlyMembers: boolean }[];
  }
}

export const READ_ONLY_MEMBER_MESSAGE = 'Your access to this family is read-only.';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Route options for a write route with its own message for a read-only member. */
export const parentsOnly = (message: string) => ({ config: { parentsOnlyMessage: message } });
/** Route options for a write route a read-only member may use (it changes only their own things). */
export const openToReadOnlyMembers = { config: { openToReadOnlyMembers: true } };

/**
 * Only the API and the invitation page read the session here. The app's files never wait on the database; the
 * app's HTML reads the session itself, with a short timeout, and is served without the user when the database is
 * slow or away (src/server/http/app-html.ts), so it still loads while the database restarts.
 */
function readsSession(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith(`${JOIN_PATH}/`);
}

/** Reads the session cookie; leaves `request.session` undefined when there is no valid session. */
export async function loadSession(request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || !readsSession(request.url)) return;
  const { db, secret, config } = request.server.services;
  request.session = await findSession({ db, secret, token, place: requestPlace(request, config.trustProxy) });
}

/** The signed-in user and their family, taken from the session only; 401 when signed out. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.session) throw new AppError('unauthorized', 'You are not signed in');
  return request.session;
}

/**
 * The one guard for feature routes: registers them in a scope where every request must be signed in,
 * so a handler reads user and family with `currentUser(request)` and never from the body or URL, and
 * where every write refuses a read-only member (a professional) unless the route is marked open to them.
 */
export function registerFamilyScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  app.decorate('familyRoutes', []);
  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        app.familyRoutes.push({ method, url: route.url, openToReadOnlyMembers: route.config?.openToReadOnlyMembers === true });
      }
    });
    // onRequest, right after the session is read: a signed-out or read-only request is refused before its
    // body is read or parsed, so an anonymous client costs one session lookup at most.
    scope.addHook('onRequest', async (request) => {
      const user = currentUser(request);
      if (user.role === 'parent' || READ_METHODS.has(request.method)) return;
      const config = request.routeOptions.config;
      if (config.openToReadOnlyMembers) return;
      throw new AppError('forbidden', config.parentsOnlyMessage ?? READ_ONLY_MEMBER_MESSAGE);
    });
    register(scope);
  });
}

export function registerSessionLoader(app: FastifyInstance): void {
  app.decorateRequest('session', undefined);
  app.addHook('onRequest', loadSession);
}
