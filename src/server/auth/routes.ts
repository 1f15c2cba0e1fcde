import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_VERSION } from '../../common/constants.js';
import type { AppConfig } from '../../common/schemas/config.js';
import { loginRequestSchema, registerRequestSchema, updateSettingsRequestSchema } from '../../common/schemas/auth.js';
import { JOIN_PATH } from '../../common/invite-link.js';
import { parse } from '../http/parse.js';
import { publicBaseUrl } from '../http/public-url.js';
import { getUser } from './accounts.js';
import { SESSION_COOKIE, clearSessionCookie, isHttps, setSessionCookie } from './cookies.js';
import { currentUser } from './guard.js';
import { trustedDeviceOf, setDeviceCookie } from './device-token.js';
import { logIn } from './login.js';
import { sendLoginPage } from './login-page.js';
import { logoutPage } from './logout-page.js';
import { requestPlace } from './request-place.js';
import { safeNextPath } from './safe-next.js';
import { registerAccount } from './register.js';
import { prepareEmailVerification } from './send-email-verification.js';
import { createSession, deleteSession } from './sessions.js';
import type { OidcSignIn } from './oidc.js';
import { hashToken } from './tokens.js';
import { updateSettings } from './update-settings.js';

/**
 * Starts a session for the user and sets its cookie, and marks the browser as one of the account's devices;
 * `newAccount` when the account was created just now.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  newAccount = false,
  deviceId?: string,
): Promise<void> {
  const { db, secret, config } = request.server.services;
  const place = requestPlace(request, config.trustProxy);
  const session = await createSession({ db, secret, userId, userAgent: request.headers['user-agent'], place, newAccount });
  const secure = isHttps(request, config.publicUrl);
  setSessionCookie(reply, { ...session, secure });
  setDeviceCookie(reply, { secret, userId, deviceId, secure });
}

export function registerAuthRoutes(app: FastifyInstance, oidc: OidcSignIn | undefined): void {
  const { db, secret, config } = app.services;

  app.get('/api/config', async (): Promise<AppConfig> => ({
    supportEmail: config.supportEmail ?? null,
    version: APP_VERSION,
    oidc: Boolean(oidc),
  }));

  app.post('/api/auth/register', async (request, reply) => {
    const input = parse(registerRequestSchema, request.body);
    // The same answer either way: whether the email was in use is told only to its owner, by email.
    const { userId } = await registerAccount(db, input, config.passwordHashCost);
    await signIn(request, reply, userId, true);
    const baseUrl = publicBaseUrl(request, config.publicUrl);
    app.services.outgoingMail.sendLater(() => prepareEmailVerification({ db, secret, userId, baseUrl }));
    return reply.status(201).send(await getUser(db, userId, true));
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parse(loginRequestSchema, request.body);
    const { userId, deviceId } = await logIn(db, {
      input,
      address: request.ip,
      trustedDevice: (id) => trustedDeviceOf(request, secret, id),
      cost: config.passwordHashCost,
    });
    await signIn(request, reply, userId, false, deviceId);
    return reply.send(await getUser(db, userId));
  });

  app.get('/api/auth/user', async (request) => {
    const { userId, firstVisit } = currentUser(request);
    return getUser(db, userId, firstVisit);
  });

  app.patch('/api/auth/settings', async (request) => {
    const input = parse(updateSettingsRequestSchema, request.body);
    const { userId, firstVisit } = currentUser(request);
    await updateSettings(db, userId, input);
    return getUser(db, userId, firstVisit);
  });

  app.get('/api/login', async (request, reply) => {
    const { invite } = request.query as Record<string, unknown>;
    // Signed in already: the page is only needed to accept an invitation.
    if (request.session && typeof invite !== 'string') return reply.redirect('/');
    if (oidc && !request.session) return oidc.start(request, reply);
    return sendLoginPage(reply, app.services.webDir);
  });

  // An invitation link: the sign-in page, which reads the token from the path and offers to join.
  app.get(`${JOIN_PATH}/:token`, async (request, reply) => {
    const { token } = request.params as { token: string };
    if (oidc && !request.session) return reply.redirect(`/api/login?invite=${encodeURIComponent(token)}`);
    return sendLoginPage(reply, app.services.webDir);
  });

  // Signing out changes state, so it is a POST; the old GET address shows a page whose button posts.
  app.get('/api/logout', async (request, reply) => {
    const next = safeNextPath((request.query as Record<string, unknown>).next);
    if (!request.session) return reply.redirect(next);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(logoutPage(next));
  });

  void app.register(async (scope) => {
    // The sign-out form sends an empty form body; what it means is all in the URL.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    scope.post('/api/logout', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await deleteSession({ db, secret, token });
        app.services.realtime.disconnectSession(hashToken(secret, token));
      }
      clearSessionCookie(reply, isHttps(request, config.publicUrl));
      return reply.redirect(safeNextPath((request.query as Record<string, unknown>).next), 303);
    });
  });
}
