import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invite, signUp } from '../testing/factories.js';
import { startFakeOidcProvider } from '../testing/fake-oidc-provider.js';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.js';

const CLIENT = { clientId: 'amity-test', clientSecret: 'amity-test-secret' };
const jordan = { sub: 'idp-user-1', email: 'Jordan@Example.com', email_verified: true, given_name: 'Jordan', family_name: 'Park' };

const cookieHeader = (response: LightMyRequestResponse) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe.each(TEST_DIALECTS)('sign-in through OpenID Connect (%s)', (dialect) => {
  let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>;
  let t: TestApp;
  beforeEach(async () => {
    provider = await startFakeOidcProvider(CLIENT);
    t = await createTestApp(dialect, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    });
  });
  afterEach(async () => {
    await t.close();
    await provider.close();
  });

  /** Runs the whole redirect dance and returns the callback's response. */
  async function signInThroughProvider(loginUrl = '/api/login') {
    const start = await t.app.inject({ method: 'GET', url: loginUrl });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(String(atProvider.headers.get('location')));
    return t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie: cookieHeader(start) } });
  }

  it('creates the account on first sign-in, then signs the same account in again', async () => {
    provider.signInAs(jordan);
    const first = await signInThroughProvider();
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/');
    const session = first.cookies.find((c) => c.name === 'amity_session');
    expect(session?.value).toMatch(/^[\w-]{43}$/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `amity_session=${session?.value}` } });
    expect(me.json()).toMatchObject({ email: 'jordan@example.com', firstName: 'Jordan', lastName: 'Park', firstVisit: true });

    const again = await signInThroughProvider();
    const meAgain = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `amity_session=${again.cookies.find((c) => c.name === 'amity_session')?.value}` },
    });
    expect(meAgain.json()).toMatchObject({ id: me.json().id, firstVisit: false });
    expect(await t.db.kysely.selectFrom('users').selectAll().execute()).toHaveLength(1);
  });

  it('brings an invited parent back to the invitation after signing in', async () => {
    const inviter = await signUp(t.app);
    const { token } = await invite(t.app, inviter, 'jordan@example.com');
    provider.signInAs(jordan);
    const done = await signInThroughProvider(`/api/login?invite=${token}`);
    expect(done.headers.location).toBe(`/api/login?invite=${token}`);
  });

  it('sends a signed-out visitor of a join link to the provider, and back to the invitation', async () => {
    const inviter = await signUp(t.app);
    const { token } = await invite(t.app, inviter, 'jordan@example.com');
    const link = await t.app.inject({ method: 'GET', url: `/join/${token}` });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(`/api/login?invite=${token}`);
    provider.signInAs(jordan);
    const done = await signInThroughProvider(String(link.headers.location));
    expect(done.headers.location).toBe(`/api/login?invite=${token}`);
  });

  it('refuses a callback without the sign-in it started', async () => {
    provider.signInAs(jordan);
    const response = await t.app.inject({ method: 'GET', url: '/api/callback?code=abc&state=forged' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/try again/);
    expect(await t.db.kysely.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });

  it('does not take over a password account whose email the provider has not verified', async () => {
    await signUp(t.app, { email: 'jordan@example.com' });
    provider.signInAs({ ...jordan, email_verified: false });
    const response = await signInThroughProvider();
    expect(response.statusCode).toBe(409);
  });
});
