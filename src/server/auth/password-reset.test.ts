import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetTokenOf } from '../../common/password-reset-link.js';
import { createAccount } from './accounts.js';
import { PASSWORD_RESET_COPY } from './password-reset-copy.js';
import { PASSWORD_RESET_LIMITS } from './rate-limit.js';
import { sessionCookieOf, signUp, TEST_PASSWORD } from '../testing/factories.js';
import { readMail } from '../testing/read-mail.js';
import { startSmtpServer, smtpEnv, useSmtpServer } from '../testing/smtp-server.js';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.js';

const SITE = 'https://amity.example.org';
const NEW_PASSWORD = 'a brand new password';

describe.each(TEST_DIALECTS)('password reset by email (%s)', (dialect) => {
  const smtp = useSmtpServer();
  let t: TestApp;
  beforeEach(async () => {
    smtp.delivered.length = 0;
    t = await createTestApp(dialect, smtpEnv(smtp));
  });
  afterEach(async () => {
    await t.close();
  });

  const forgot = (email: string, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  /** Asks for a link and returns the email it arrived in, with the token of its link. */
  async function emailedLink(email: string) {
    expect((await forgot(email)).statusCode).toBe(202);
    await t.app.services.outgoingMail.settled();
    const delivered = smtp.delivered.at(-1);
    if (!delivered) throw new Error('no email was delivered');
    const mail = readMail(delivered.raw);
    const link = /https:\/\/\S+\/reset-password#token=\S+/.exec(mail.text)?.[0] ?? '';
    return { delivered, mail, link, token: resetTokenOf(new URL(link).hash) };
  }

  it('emails a link that sets a new password once, signs out every other session and signs this browser in', async () => {
    const parent = await signUp(t.app, { email: 'jo@example.com', firstName: 'Jo' });
    const otherDevice = sessionCookieOf(await login('jo@example.com', TEST_PASSWORD));

    const { delivered, mail, link, token } = await emailedLink('  JO@example.com ');
    expect(delivered.rcptTo).toEqual(['jo@example.com']);
    expect(mail.headers.get('subject')).toBe(PASSWORD_RESET_COPY.mail.subject);
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    expect(mail.text).toContain('Hello Jo,');
    expect(link.startsWith(`${SITE}/reset-password#token=`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);
    // Only the token's keyed hash is stored.
    const stored = await t.db.kysely.selectFrom('passwordResets').selectAll().executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(token);
    expect(Date.parse(stored.expiresAt) - Date.parse(stored.createdAt)).toBe(30 * 60_000);

    const response = await reset(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: parent.user.id, email: 'jo@example.com' });
    const thisBrowser = sessionCookieOf(response);
    expect((await me(thisBrowser)).statusCode).toBe(200);
    expect((await me(parent.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login('jo@example.com', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('jo@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: PASSWORD_RESET_COPY.invalidLink, fields: { token: PASSWORD_RESET_COPY.invalidLink } });
    expect((await login('jo@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one, and sends nothing for it or for an account without a password', async () => {
    await signUp(t.app, { email: 'known@example.com' });
    await createAccount(t.db, { email: 'oidc@example.com', passwordHash: null, firstName: 'Olu', lastName: 'Ide', oidcSubject: 'sub-1' });
    const known = await forgot('known@example.com');
    const unknown = await forgot('nobody@example.com');
    const oidcOnly = await forgot('oidc@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: PASSWORD_RESET_COPY.requested });
    expect(known.json()).toEqual(unknown.json());
    expect(oidcOnly.json()).toEqual(unknown.json());
    await t.app.services.outgoingMail.settled();
    expect(smtp.delivered.map((m) => m.rcptTo)).toEqual([['known@example.com']]);
  });

  it('answers before anything about the account is done, so the timing tells nothing', async () => {
    let release = () => {};
    const slow = await startSmtpServer({ holdUntil: new Promise<void>((resolve) => (release = resolve)) });
    const app = await createTestApp(dialect, {
      SMTP_URL: `smtp://127.0.0.1:${slow.port}`,
      MAIL_FROM: 'amity@example.org',
      PUBLIC_URL: SITE,
    });
    try {
      await signUp(app.app, { email: 'slow@example.com' });
      const response = await app.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'slow@example.com' } });
      expect(response.statusCode).toBe(202);
      expect(slow.delivered).toHaveLength(0);
      release();
      await app.app.services.outgoingMail.settled();
      expect(slow.delivered).toHaveLength(1);
    } finally {
      release();
      await app.close();
      await slow.close();
    }
  });

  it('refuses an expired link and a password that breaks the rules, leaving the password and a live link as they were', async () => {
    await signUp(t.app, { email: 'sam@example.com' });
    const { token } = await emailedLink('sam@example.com');

    const short = await reset(token, 'too-short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('Password must be at least 10 characters');
    const garbled = await reset(`${token}x`);
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe(PASSWORD_RESET_COPY.invalidLink);

    await t.db.kysely
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await reset(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(PASSWORD_RESET_COPY.invalidLink);
    expect((await login('sam@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every other link of the account when one is used', async () => {
    await signUp(t.app, { email: 'kim@example.com' });
    const first = await emailedLink('kim@example.com');
    const second = await emailedLink('kim@example.com');
    expect(first.token).not.toBe(second.token);
    expect((await reset(second.token)).statusCode).toBe(200);
    expect((await reset(first.token, 'another new password')).statusCode).toBe(400);
  });

  it('limits requests per email whether or not an account uses it, with a clear 429', async () => {
    await signUp(t.app, { email: 'busy@example.com' });
    for (const email of ['busy@example.com', 'ghost@example.com']) {
      for (let i = 0; i < PASSWORD_RESET_LIMITS.perAccount.limit; i++) expect((await forgot(email, `10.0.0.${i}`)).statusCode).toBe(202);
      const limited = await forgot(email, '10.0.1.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many password reset requests\. Please wait \d+ minutes? and try again\.$/);
      expect(limited.headers['retry-after']).toEqual(expect.any(String));
    }
    await t.app.services.outgoingMail.settled();
    expect(smtp.delivered).toHaveLength(PASSWORD_RESET_LIMITS.perAccount.limit);
  });

  it('refuses a malformed email with a 400 naming the field', async () => {
    const response = await forgot('not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toBe('Enter a valid email address');
  });
});
