import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verificationTokenOf } from '../../common/email-verification-link.js';
import { EMAIL_VERIFICATION_COPY } from './email-verification-copy.js';
import { RESEND_VERIFICATION_LIMIT } from './email-verification-routes.js';
import { invite, join, registerThroughApi, signUp } from '../testing/factories.js';
import { readMail } from '../testing/read-mail.js';
import { smtpEnv, useSmtpServer } from '../testing/smtp-server.js';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.js';

const SITE = 'https://amity.example.org';

describe.each(TEST_DIALECTS)('email verification (%s)', (dialect) => {
  const smtp = useSmtpServer();
  let t: TestApp;
  beforeEach(async () => {
    smtp.delivered.length = 0;
    t = await createTestApp(dialect, smtpEnv(smtp));
  });
  afterEach(async () => {
    await t.close();
  });

  const verify = (token: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, headers: cookie ? { cookie } : {} });
  const resend = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: cookie ? { cookie } : {} });
  const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();

  /** The latest email delivered to this address, with the token of its link. */
  async function mailTo(email: string) {
    await t.app.services.outgoingMail.settled();
    const delivered = smtp.delivered.filter((m) => m.rcptTo.includes(email)).at(-1);
    if (!delivered) throw new Error(`no email was delivered to ${email}`);
    const mail = readMail(delivered.raw);
    const link = /https:\/\/\S+\/verify-email#token=\S+/.exec(mail.text)?.[0] ?? '';
    return { delivered, mail, link, token: verificationTokenOf(new URL(link).hash) };
  }

  it('emails a link at registration that verifies the address once; the account works unverified meanwhile', async () => {
    const parent = await registerThroughApi(t.app, { email: 'jo@example.com', firstName: 'Jo' });
    expect(parent.user.emailVerified).toBe(false);
    expect(await me(parent.cookie)).toMatchObject({ email: 'jo@example.com', emailVerified: false });

    const { delivered, mail, link, token } = await mailTo('jo@example.com');
    expect(delivered.rcptTo).toEqual(['jo@example.com']);
    expect(mail.headers.get('subject')).toBe(EMAIL_VERIFICATION_COPY.mail.subject);
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    expect(mail.text).toContain('Hello Jo,');
    expect(link.startsWith(`${SITE}/verify-email#token=`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);
    const stored = await t.db.kysely.selectFrom('emailVerifications').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ userId: parent.user.id, email: 'jo@example.com' });
    expect(stored.tokenHash).not.toContain(token);
    expect(Date.parse(stored.expiresAt) - Date.parse(stored.createdAt)).toBe(7 * 24 * 60 * 60_000);

    // Opened signed out, on another device: the link alone is enough.
    const response = await verify(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: EMAIL_VERIFICATION_COPY.verified });
    expect(await me(parent.cookie)).toMatchObject({ emailVerified: true });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: EMAIL_VERIFICATION_COPY.invalidLink,
      fields: { token: EMAIL_VERIFICATION_COPY.invalidLink },
    });
    const resent = await resend(parent.cookie);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().message).toBe(EMAIL_VERIFICATION_COPY.alreadyVerified);
  });

  it('sends the link to a parent who signs up through an invitation', async () => {
    const first = await signUp(t.app);
    const { token: invitation } = await invite(t.app, first, 'invited@example.com');
    const second = await registerThroughApi(t.app, { email: 'invited@example.com', firstName: 'Sam' });
    expect((await join(t.app, second, invitation)).statusCode).toBe(200);
    const { token } = await mailTo('invited@example.com');
    expect((await verify(token, second.cookie)).statusCode).toBe(200);
    expect(await me(second.cookie)).toMatchObject({ emailVerified: true });
  });

  it('refuses an expired link, a garbled one and a missing one with a 400, leaving the account unverified', async () => {
    const parent = await registerThroughApi(t.app, { email: 'sam@example.com' });
    const { token } = await mailTo('sam@example.com');
    const garbled = await verify(`${token}x`);
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe(EMAIL_VERIFICATION_COPY.invalidLink);
    const missing = await verify('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.token).toBe('The verification link is incomplete');
    const notText = await verify(42);
    expect(notText.statusCode).toBe(400);

    await t.db.kysely
      .updateTable('emailVerifications')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(EMAIL_VERIFICATION_COPY.invalidLink);
    expect(await me(parent.cookie)).toMatchObject({ emailVerified: false });
  });

  it("changes only the link's own account, whoever is signed in, and only while it still uses that email", async () => {
    const alex = await registerThroughApi(t.app, { email: 'alex@example.com' });
    const kim = await registerThroughApi(t.app, { email: 'kim@example.com' });
    const alexLink = await mailTo('alex@example.com');
    const kimLink = await mailTo('kim@example.com');

    // Kim, signed in, opens Alex's link: Alex's address is verified (the link proves it), Kim's is not.
    expect((await verify(alexLink.token, kim.cookie)).statusCode).toBe(200);
    expect(await me(kim.cookie)).toMatchObject({ emailVerified: false });
    expect(await me(alex.cookie)).toMatchObject({ emailVerified: true });

    // A link for an address the account no longer uses verifies nothing.
    await t.db.kysely.updateTable('users').set({ email: 'kim.new@example.com' }).where('id', '=', kim.user.id).execute();
    const stale = await verify(kimLink.token, kim.cookie);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(EMAIL_VERIFICATION_COPY.invalidLink);
    expect(await me(kim.cookie)).toMatchObject({ emailVerified: false });
  });

  it('sends a new link on request, up to the limit an hour, then answers a clear 429; every link ends once one is used', async () => {
    const parent = await registerThroughApi(t.app, { email: 'busy@example.com' });
    const first = await mailTo('busy@example.com');
    for (let i = 0; i < RESEND_VERIFICATION_LIMIT.limit; i++) {
      const response = await resend(parent.cookie);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: EMAIL_VERIFICATION_COPY.resent });
    }
    const limited = await resend(parent.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many verification emails\. Please wait \d+ minutes? and try again\.$/);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    await t.app.services.outgoingMail.settled();
    expect(smtp.delivered).toHaveLength(1 + RESEND_VERIFICATION_LIMIT.limit);

    const latest = await mailTo('busy@example.com');
    expect(latest.token).not.toBe(first.token);
    expect((await verify(latest.token)).statusCode).toBe(200);
    expect((await verify(first.token)).statusCode).toBe(400);
  });

  it('asks to be signed in to resend', async () => {
    const response = await resend();
    expect(response.statusCode).toBe(401);
  });

  it('serves the link as the sign-in page, which sends the token on', async () => {
    const webDir = await mkdtemp(joinPath(tmpdir(), 'amity-web-'));
    await writeFile(joinPath(webDir, 'login.html'), '<title>Sign in</title>');
    const withClient = await createTestApp(dialect, {}, { webDir });
    try {
      const page = await withClient.app.inject({ method: 'GET', url: '/verify-email' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('<title>Sign in</title>');
    } finally {
      await withClient.close();
      await rm(webDir, { recursive: true, force: true });
    }
  });
});
