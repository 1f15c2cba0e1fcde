import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { sessionCookieOf, registerThroughApi, TEST_PASSWORD } from '../testing/factories.js';
import { SIGN_IN_LIMITS } from './rate-limit.js';
import { WRONG_CREDENTIALS_MESSAGE } from './login.js';

describe.each(TEST_DIALECTS)('accounts and sessions (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const register = (payload: { email: string; password: string; firstName: string; lastName: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  const login = (email: string, password: string, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('registers, signs in with a session cookie and returns the user', async () => {
    const response = await register({ email: '  Alex@Example.COM ', password: TEST_PASSWORD, firstName: 'Alex', lastName: 'Rivera' });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === 'amity_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires).toBeInstanceOf(Date);
    const user = response.json();
    expect(user).toMatchObject({
      email: 'alex@example.com',
      firstName: 'Alex',
      lastName: 'Rivera',
      profileImageUrl: null,
      aiEnabled: true,
    });
    expect(user.familyId).toEqual(expect.any(String));

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookieOf(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
    const stored = await t.db.kysely.selectFrom('users').select('passwordHash').executeTakeFirstOrThrow();
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('marks the session cookie Secure behind HTTPS', async () => {
    const behindProxy = await createTestApp(dialect, { TRUST_PROXY: '1' });
    try {
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'secure@example.com', password: TEST_PASSWORD, firstName: 'Sec', lastName: 'Ure' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === 'amity_session')?.secure).toBe(true);
    } finally {
      await behindProxy.close();
    }
    // Over plain HTTP without a trusted proxy, the cookie is set without Secure (or the browser would drop it).
    const plain = await register({ email: 'plain@example.com', password: TEST_PASSWORD, firstName: 'Plain', lastName: 'Http' });
    expect(plain.statusCode).toBe(201);
    const plainCookie = plain.cookies.find((c) => c.name === 'amity_session');
    expect(plainCookie?.value).toMatch(/^[\w-]{43}$/);
    expect(plainCookie?.secure ?? false).toBe(false);
  });

  it('answers 401 to the current-user call when signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
  });

  it('never gives a second account the same email, whatever its case', async () => {
    const sam = await registerThroughApi(t.app, { email: 'sam@example.com' });
    const response = await register({ email: 'SAM@example.com', password: TEST_PASSWORD, firstName: 'Sam', lastName: 'Lee' });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(sam.user.id);
    const owners = await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'sam@example.com').execute();
    expect(owners).toEqual([{ id: sam.user.id }]);
  });

  it('refuses passwords under 10 characters', async () => {
    const response = await register({ email: 'short@example.com', password: 'too-short', firstName: 'A', lastName: 'B' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.password).toBe('Password must be at least 10 characters');
  });

  it('signs in with the right password and gives one message for a wrong password or an unknown email', async () => {
    const parent = await registerThroughApi(t.app, { email: 'jo@example.com' });
    const ok = await login('JO@example.com', TEST_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().id).toBe(parent.user.id);
    expect(ok.cookies.some((c) => c.name === 'amity_session')).toBe(true);

    const wrongPassword = await login('jo@example.com', 'not the password');
    const unknownEmail = await login('nobody@example.com', TEST_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(WRONG_CREDENTIALS_MESSAGE);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('rate-limits failed sign-ins per account, even with the right password, with a clear 429', async () => {
    await registerThroughApi(t.app, { email: 'target@example.com' });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.limit; i++) {
      expect((await login('target@example.com', `wrong password ${i}`, `10.0.0.${i}`)).statusCode).toBe(401);
    }
    const limited = await login('target@example.com', TEST_PASSWORD, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many sign-in attempts\. Please wait \d+ minutes? and try again\./);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount.windowMs / 1000);
  });

  it('rate-limits sign-in attempts per address', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.limit; i++) {
      await login(`someone-${i}@example.com`, 'whatever password', '10.9.9.9');
    }
    const limited = await login('fresh@example.com', 'whatever password', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    const otherAddress = await login('fresh@example.com', 'whatever password', '10.9.9.10');
    expect(otherAddress.statusCode).toBe(401);
  });

  it('ends an expired session and deletes it', async () => {
    const parent = await registerThroughApi(t.app);
    await t.db.kysely
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: parent.cookie } });
    expect(response.statusCode).toBe(401);
    expect(await t.db.kysely.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('stores only a hash of the session token', async () => {
    const parent = await registerThroughApi(t.app);
    const token = parent.cookie.split('=')[1] ?? '';
    const rows = await t.db.kysely.selectFrom('sessions').select('id').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toContain(token);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs out: deletes the session, clears the cookie and returns to /', async () => {
    const parent = await registerThroughApi(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: parent.cookie } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.cookies.find((c) => c.name === 'amity_session')?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: parent.cookie } });
    expect(after.statusCode).toBe(401);
    expect(await t.db.kysely.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('goes back to a path on this site after signing out, never to another site', async () => {
    const next = '/api/login?invite=abc';
    const local = await t.app.inject({ method: 'POST', url: `/api/logout?next=${encodeURIComponent(next)}` });
    expect(local.headers.location).toBe(next);
    for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/logout?next=${encodeURIComponent(evil)}` });
      expect(response.headers.location, evil).toBe('/');
    }
  });

  it('saves the AI features setting', async () => {
    const parent = await registerThroughApi(t.app);
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/settings',
      headers: { cookie: parent.cookie },
      payload: { aiEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().aiEnabled).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: parent.cookie } });
    expect(me.json().aiEnabled).toBe(false);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/settings',
      headers: { cookie: parent.cookie },
      payload: { aiEnabled: 'no' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses writes with a cookie from another origin', async () => {
    const parent = await registerThroughApi(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/family/invitations',
      headers: { cookie: parent.cookie, origin: 'https://evil.example', host: 'localhost:5000' },
      payload: { email: 'x@example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(await t.db.kysely.selectFrom('invitations').selectAll().execute()).toHaveLength(0);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/family/invitations',
      headers: { cookie: parent.cookie, origin: 'http://localhost:5000', host: 'localhost:5000' },
      payload: { email: 'x@example.com' },
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('sends security headers on every response', async () => {
    for (const url of ['/api/auth/user', '/api/config', '/']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('tells the client the version, and no support address unless SUPPORT_EMAIL is set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({ supportEmail: null, version: '1.0.0', oidc: false });
    const withSupport = await createTestApp(dialect, { SUPPORT_EMAIL: 'help@family.example' });
    try {
      const configured = await withSupport.app.inject({ method: 'GET', url: '/api/config' });
      expect(configured.json()).toEqual({ supportEmail: 'help@family.example', version: '1.0.0', oidc: false });
    } finally {
      await withSupport.close();
    }
  });

  it('greets the session that created the account as a first visit, and later sign-ins as returning', async () => {
    const parent = await registerThroughApi(t.app);
    expect(parent.user.firstVisit).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: parent.cookie } });
    expect(me.json()).toMatchObject({ id: parent.user.id, firstVisit: true });

    const again = await login(parent.email, TEST_PASSWORD);
    expect(again.json().firstVisit).toBe(false);
    const later = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookieOf(again) } });
    expect(later.json()).toMatchObject({ id: parent.user.id, firstVisit: false });
    // The first session keeps its greeting: it is still the visit that created the account.
    const first = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: parent.cookie } });
    expect(first.json().firstVisit).toBe(true);
  });

  it('records that the parent turned on notifications, without touching the AI setting', async () => {
    const parent = await registerThroughApi(t.app);
    expect(parent.user).toMatchObject({ notificationsEnabled: false, aiEnabled: true });
    const on = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/settings',
      headers: { cookie: parent.cookie },
      payload: { notificationsEnabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ notificationsEnabled: true, aiEnabled: true, firstVisit: true });
    const empty = await t.app.inject({ method: 'PATCH', url: '/api/auth/settings', headers: { cookie: parent.cookie }, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(expect.any(String));
  });
});
