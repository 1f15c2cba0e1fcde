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
import { logIn } from './login.js';
import { sendLoginPage } from './login-page.js';
import { registerAccount } from './register.js';
import { prepareEmailVerification } from './send-email-verification.js';
import { createSession, deleteSession } from './sessions.js';
import type { OidcSignIn } from './oidc.js';
import { hashToken } from './tokens.js';
import { updateSettings } from './update-settings.js';

/** Where to go after signing out: a path on this site only (never `//host` or a full URL), else home. */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next;
}

/** Starts a session for the user and sets its cookie; `newAccount` when the account was created just now. */
export async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string, newAccount = false): Promise<void> {
  const { db, secret, config } = request.server.services;
  const session = await createSession({ db, secret, userId, userAgent: request.headers['user-agent'], newAccount });
  setSessionCookie(reply, { ...session, secure: isHttps(request, config.publicUrl) });
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
    const userId = await registerAccount(db, input, config.passwordHashCost);
    await signIn(request, reply, userId, true);
    const baseUrl = publicBaseUrl(request, config.publicUrl);
    app.services.outgoingMail.sendLater(() => prepareEmailVerification({ db, secret, userId, baseUrl }));
    return reply.status(201).send(await getUser(db, userId, true));
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parse(loginRequestSchema, request.body);
    const userId = await logIn(db, input, request.ip, config.passwordHashCost);
    await signIn(request, reply, userId);
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

  app.get('/api/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      await deleteSession({ db, secret, token });
      app.services.realtime.disconnectSession(hashToken(secret, token));
    }
    clearSessionCookie(reply, isHttps(request, config.publicUrl));
    return reply.redirect(safeNextPath((request.query as Record<string, unknown>).next));
  });
}
