import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { invitationTokenOf } from '../../common/invite-link.js';
import type { User } from '../../common/schemas/auth.js';
import type { CreatedInvitation, Family } from '../../common/schemas/family.js';
import { createAccount, getUser } from '../auth/accounts.js';
import { SESSION_COOKIE } from '../auth/cookies.js';
import { hashPassword } from '../auth/password.js';
import { createSession } from '../auth/sessions.js';
import { TEST_PASSWORD_COST } from './test-app.js';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface SignedInParent {
  user: User;
  cookie: string;
  email: string;
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'amity_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `amity_session=${cookie.value}`;
}

let testPasswordHash: Promise<string> | undefined;

/**
 * A signed-in parent with a family of their own, written straight to the database: the rows registration
 * makes (user, family, membership; TEST_PASSWORD works at sign-in) and a session, without the HTTP round
 * trip. Only the auth tests need `registerThroughApi`.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ email: string; firstName: string; lastName: string }> = {},
): Promise<SignedInParent> {
  const { db, secret } = app.services;
  const email = overrides.email ?? `parent-${randomUUID().slice(0, 8)}@example.com`;
  testPasswordHash ??= hashPassword(TEST_PASSWORD, TEST_PASSWORD_COST);
  const userId = await createAccount(db, {
    email,
    passwordHash: await testPasswordHash,
    firstName: overrides.firstName ?? 'Alex',
    lastName: overrides.lastName ?? 'Rivera',
  });
  const { token } = await createSession({ db, secret, userId });
  return { user: await getUser(db, userId), cookie: `${SESSION_COOKIE}=${token}`, email };
}

/** Signs in through POST /api/auth/login, as a visitor does (the demo parents), and returns the session cookie. */
export async function signIn(app: FastifyInstance, credentials: { email: string; password: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: credentials.email, password: credentials.password },
  });
  return sessionCookieOf(response);
}

/** Registers a parent through POST /api/auth/register (argon2 and all), for the tests of registration itself. */
export async function registerThroughApi(
  app: FastifyInstance,
  overrides: Partial<{ email: string; firstName: string; lastName: string }> = {},
): Promise<SignedInParent> {
  const email = overrides.email ?? `parent-${randomUUID().slice(0, 8)}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: TEST_PASSWORD, firstName: overrides.firstName ?? 'Alex', lastName: overrides.lastName ?? 'Rivera' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed ${response.statusCode}: ${response.body}`);
  return { user: response.json<User>(), cookie: sessionCookieOf(response), email };
}

export async function invite(
  app: FastifyInstance,
  parent: SignedInParent,
  email = 'coparent@example.com',
): Promise<CreatedInvitation & { token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/family/invitations',
    headers: { cookie: parent.cookie },
    payload: { email },
  });
  if (response.statusCode !== 201) throw new Error(`invite failed ${response.statusCode}: ${response.body}`);
  const invitation = response.json<CreatedInvitation>();
  const token = invitationTokenOf(invitation.link);
  return { ...invitation, token };
}

export function join(app: FastifyInstance, parent: SignedInParent, token: string) {
  return app.inject({ method: 'POST', url: '/api/family/join', headers: { cookie: parent.cookie }, payload: { token } });
}

/** Two parents who share one family. */
export async function pairedParents(app: FastifyInstance): Promise<{ first: SignedInParent; second: SignedInParent; family: Family }> {
  const first = await signUp(app, { firstName: 'Alex', lastName: 'Rivera' });
  const second = await signUp(app, { firstName: 'Sam', lastName: 'Rivera' });
  const { token } = await invite(app, first, second.email);
  const joined = await join(app, second, token);
  if (joined.statusCode !== 200) throw new Error(`join failed ${joined.statusCode}: ${joined.body}`);
  return { first, second, family: joined.json<Family>() };
}
