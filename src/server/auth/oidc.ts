import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as OpenId from 'openid-client';
import { z } from 'zod';
import { emailSchema } from '../../common/schemas/auth.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { publicBaseUrl } from '../http/public-url.js';
import { createAccount, findUserByEmail } from './accounts.js';
import { isHttps } from './cookies.js';
import { prepareEmailVerification } from './send-email-verification.js';
import { sealValue, unsealValue } from './signed-cookie.js';

const FLOW_COOKIE = 'amity_oidc';
const FLOW_TTL_SECONDS = 600;

const flowSchema = z.object({ state: z.string(), verifier: z.string(), nonce: z.string(), invite: z.string().optional() });

export interface OidcSignIn {
  start(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Finds the account for the provider's subject, links a verified email, or creates a new account. */
async function accountFor(db: Db, claims: OpenId.IDToken): Promise<{ userId: string; created: boolean; unverified?: boolean }> {
  const bySubject = await db.kysely.selectFrom('users').select('id').where('oidcSubject', '=', claims.sub).executeTakeFirst();
  if (bySubject) return { userId: bySubject.id, created: false };
  const email = emailSchema.safeParse(claims.email);
  if (!email.success) throw new AppError('bad_request', 'Your identity provider did not share an email address');
  const existing = await findUserByEmail(db, email.data);
  if (existing) {
    if (claims.email_verified !== true || existing.oidcSubject) {
      throw new AppError('conflict', 'An account with this email already exists. Sign in with your password instead.');
    }
    // The provider vouches for the email, which is all a verification link would prove.
    const emailVerifiedAt = existing.emailVerifiedAt ?? new Date().toISOString();
    await db.kysely.updateTable('users').set({ oidcSubject: claims.sub, emailVerifiedAt }).where('id', '=', existing.id).execute();
    return { userId: existing.id, created: false };
  }
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 80) : undefined);
  const [first, ...rest] = (str(claims.name) ?? email.data.split('@')[0] ?? 'Parent').split(' ');
  const userId = await createAccount(db, {
    email: email.data,
    passwordHash: null,
    firstName: str(claims.given_name) ?? first ?? 'Parent',
    lastName: str(claims.family_name) ?? (rest.join(' ') || '-'),
    oidcSubject: claims.sub,
    profileImageUrl: str(claims.picture) ?? null,
    // An email the provider says it verified counts as verified here; any other gets a verification link.
    emailVerifiedAt: claims.email_verified === true ? new Date().toISOString() : null,
  });
  return { userId, created: true, unverified: claims.email_verified !== true };
}

/** Sign-in through an OpenID Connect provider (authorization code flow with PKCE). */
export async function createOidcSignIn(
  app: FastifyInstance,
  signIn: (request: FastifyRequest, reply: FastifyReply, userId: string, newAccount: boolean) => Promise<void>,
): Promise<OidcSignIn | undefined> {
  const { config, db, secret } = app.services;
  if (!config.oidc) return undefined;
  // Loaded only when OpenID Connect is configured.
  const client = await import('openid-client');
  const issuer = new URL(config.oidc.issuer);
  // client_secret_basic: the token endpoint authentication OpenID Connect providers must support by default.
  const oidcConfig = await client.discovery(issuer, config.oidc.clientId, undefined, client.ClientSecretBasic(config.oidc.clientSecret), {
    execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
  });

  app.get('/api/callback', async (request, reply) => {
    const flow = flowSchema.safeParse(unsealValue(secret, request.cookies[FLOW_COOKIE]));
    reply.clearCookie(FLOW_COOKIE, { path: '/api' });
    if (!flow.success) throw new AppError('bad_request', 'Your sign-in took too long or was started elsewhere. Please try again.');
    const currentUrl = new URL(request.url, publicBaseUrl(request, config.publicUrl));
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(oidcConfig, currentUrl, {
        pkceCodeVerifier: flow.data.verifier,
        expectedState: flow.data.state,
        expectedNonce: flow.data.nonce,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Connect callback refused');
      throw new AppError('bad_request', 'Sign-in with your identity provider failed. Please try again.');
    }
    const claims = tokens.claims();
    if (!claims) throw new AppError('bad_request', 'Your identity provider did not return an ID token');
    const account = await accountFor(db, claims);
    await signIn(request, reply, account.userId, account.created);
    if (account.unverified) {
      const baseUrl = publicBaseUrl(request, config.publicUrl);
      app.services.outgoingMail.sendLater(() => prepareEmailVerification({ db, secret, userId: account.userId, baseUrl }));
    }
    const next = flow.data.invite ? `/api/login?invite=${encodeURIComponent(flow.data.invite)}` : '/';
    return reply.redirect(next);
  });

  return {
    async start(request, reply) {
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const invite = (request.query as Record<string, unknown>).invite;
      const flow = { state, verifier, nonce, ...(typeof invite === 'string' ? { invite: invite.slice(0, 200) } : {}) };
      reply.setCookie(FLOW_COOKIE, sealValue(secret, flow), {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps(request, config.publicUrl),
        maxAge: FLOW_TTL_SECONDS,
      });
      const url = client.buildAuthorizationUrl(oidcConfig, {
        redirect_uri: `${publicBaseUrl(request, config.publicUrl)}/api/callback`,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return reply.redirect(url.href);
    },
  };
}
