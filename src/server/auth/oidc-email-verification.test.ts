import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_COPY } from './email-verification-copy.js';
import { startFakeOidcProvider } from '../testing/fake-oidc-provider.js';
import { readMail } from '../testing/read-mail.js';
import { useSmtpServer } from '../testing/smtp-server.js';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.js';

const CLIENT = { clientId: 'amity-test', clientSecret: 'amity-test-secret' };
const SITE = 'https://amity.example.org';
const jordan = { sub: 'idp-user-1', email: 'jordan@example.com', given_name: 'Jordan', family_name: 'Park' };

const cookieHeader = (response: LightMyRequestResponse) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe.each(TEST_DIALECTS)('email verification of accounts from OpenID Connect (%s)', (dialect) => {
  const smtp = useSmtpServer();
  let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>;
  let t: TestApp;
  beforeEach(async () => {
    smtp.delivered.length = 0;
    provider = await startFakeOidcProvider(CLIENT);
    t = await createTestApp(dialect, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Amity <amity@example.org>',
      PUBLIC_URL: SITE,
    });
  });
  afterEach(async () => {
    await t.close();
    await provider.close();
  });

  /** Signs in through the provider and answers the new session's GET /api/auth/user. */
  async function signInThroughProvider() {
    const start = await t.app.inject({ method: 'GET', url: '/api/login' });
    const atProvider = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
    const callback = new URL(String(atProvider.headers.get('location')));
    const done = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookieHeader(start) },
    });
    expect(done.statusCode, done.body).toBe(302);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookieHeader(done) } });
    await t.app.services.outgoingMail.settled();
    return me.json<{ emailVerified: boolean }>();
  }

  it('counts an email the provider verified as verified, and sends no link', async () => {
    provider.signInAs({ ...jordan, email_verified: true });
    expect(await signInThroughProvider()).toMatchObject({ emailVerified: true });
    expect(smtp.delivered).toEqual([]);
  });

  it('sends a link for an email the provider did not verify, once, at the account’s creation', async () => {
    provider.signInAs({ ...jordan, email_verified: false });
    expect(await signInThroughProvider()).toMatchObject({ emailVerified: false });
    expect(smtp.delivered.map((m) => m.rcptTo)).toEqual([['jordan@example.com']]);
    const mail = readMail(smtp.delivered[0]?.raw ?? '');
    expect(mail.headers.get('subject')).toBe(EMAIL_VERIFICATION_COPY.mail.subject);
    expect(mail.text).toContain(`${SITE}/verify-email#token=`);

    await signInThroughProvider();
    expect(smtp.delivered).toHaveLength(1);
  });
});
