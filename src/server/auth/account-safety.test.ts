import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verificationTokenOf } from '../../common/email-verification-link.js';
import { accountSessionSchema, updateProfileResponseSchema, type AccountSession } from '../../common/schemas/account.js';
import { EMAIL_CHANGE_COPY } from './email-change-copy.js';
import { WRONG_CURRENT_PASSWORD } from './change-password.js';
import { SIGN_IN_LIMITS } from './rate-limit.js';
import { signUp, TEST_PASSWORD, sessionCookieOf } from '../testing/factories.js';
import { readMail } from '../testing/read-mail.js';
import { smtpEnv, useSmtpServer } from '../testing/smtp-server.js';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.js';

const SITE = 'https://amity.example.org';
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(TEST_DIALECTS)('account safety (%s)', (dialect) => {
  const smtp = useSmtpServer();
  let t: TestApp;
  beforeEach(async () => {
    smtp.delivered.length = 0;
    t = await createTestApp(dialect, { ...smtpEnv(smtp), TRUST_PROXY: '1' });
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (email: string, password: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: cookie ? { cookie } : {} });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const sessions = async (cookie: string): Promise<AccountSession[]> =>
    accountSessionSchema.array().parse((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie } })).json());
  const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) => {
    const cookie = response.cookies.find((c) => c.name === 'amity_device');
    if (!cookie) throw new Error('no device cookie');
    return `amity_device=${cookie.value}`;
  };
  async function mailsTo(email: string) {
    await t.app.services.outgoingMail.settled();
    return smtp.delivered.filter((m) => m.rcptTo.includes(email)).map((m) => readMail(m.raw));
  }

  describe('signing out', () => {
    it('signs out with a POST only: the GET address shows a page whose button posts, and the session stays until then', async () => {
      const parent = await signUp(t.app);
      const page = await t.app.inject({ method: 'GET', url: '/api/logout?next=%2Fmessages', headers: { cookie: parent.cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<form method="post" action="/api/logout?next=%2Fmessages"');
      expect((await me(parent.cookie)).statusCode).toBe(200);

      const out = await t.app.inject({
        method: 'POST',
        url: '/api/logout?next=%2Fmessages',
        headers: { cookie: parent.cookie, 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
        payload: '',
      });
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/messages');
      expect((await me(parent.cookie)).statusCode).toBe(401);
    });

    it('refuses a sign-out posted from another site', async () => {
      const parent = await signUp(t.app);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie: parent.cookie, origin: 'https://evil.example' },
      });
      expect(out.statusCode).toBe(403);
      expect((await me(parent.cookie)).statusCode).toBe(200);
    });

    it('goes only to a target on this site after signing out', async () => {
      for (const [next, expected] of [
        ['/api/login?invite=abc', '/api/login?invite=abc'],
        ['/calendar#today', '/calendar#today'],
        ['//evil.example/x', '/'],
        ['/\\evil.example', '/'],
        ['/\\/evil.example', '/'],
        ['https://evil.example', '/'],
        ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
        ['javascript:alert(1)', '/'],
        ['http:/evil.example', '/'],
      ]) {
        const response = await t.app.inject({ method: 'POST', url: `/api/logout?next=${encodeURIComponent(next ?? '')}` });
        expect(response.headers.location, next).toBe(expected);
      }
    });
  });

  describe('sign-in limits', () => {
    it('lets no more than the limit of parallel wrong attempts be checked', async () => {
      const parent = await signUp(t.app);
      const attempts = await Promise.all(Array.from({ length: 25 }, () => login(parent.email, 'wrong password!')));
      const codes = attempts.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(SIGN_IN_LIMITS.perAccount.limit);
      expect(codes.filter((c) => c === 429)).toHaveLength(25 - SIGN_IN_LIMITS.perAccount.limit);
      expect((await login(parent.email, TEST_PASSWORD)).statusCode).toBe(429);
    });

    it("does not lock the owner out of a device they signed in on before when someone else's attempts locked the account", async () => {
      const parent = await signUp(t.app);
      const device = deviceCookieOf(await login(parent.email, TEST_PASSWORD));
      for (let i = 0; i < SIGN_IN_LIMITS.perAccount.limit + 2; i++) await login(parent.email, 'guessing wrong');
      expect((await login(parent.email, TEST_PASSWORD)).statusCode).toBe(429);

      const owner = await login(parent.email, TEST_PASSWORD, device);
      expect(owner.statusCode).toBe(200);
      // The device's own attempts are limited too.
      for (let i = 0; i < SIGN_IN_LIMITS.perDevice.limit; i++)
        expect((await login(parent.email, 'typo typo', device)).statusCode).toBe(401);
      expect((await login(parent.email, TEST_PASSWORD, device)).statusCode).toBe(429);
    });

    it("does not trust another account's device cookie", async () => {
      const parent = await signUp(t.app);
      const stranger = await signUp(t.app);
      const strangerDevice = deviceCookieOf(await login(stranger.email, TEST_PASSWORD));
      for (let i = 0; i < SIGN_IN_LIMITS.perAccount.limit; i++) await login(parent.email, 'guessing wrong', strangerDevice);
      expect((await login(parent.email, TEST_PASSWORD, strangerDevice)).statusCode).toBe(429);
    });
  });

  describe('registration', () => {
    const register = (email: string, password = 'a password of my own') =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password, firstName: 'Robin', lastName: 'Hood' } });
    const strip = (user: Record<string, unknown>) => ({ ...user, id: '', createdAt: '', familyId: '' });

    it('answers alike whether or not the email is in use, and tells only the address', async () => {
      const owner = await signUp(t.app, { email: 'owner@example.com' });
      const fresh = await register('fresh@example.com');
      const taken = await register('owner@example.com');
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(strip(taken.json())).toEqual({ ...strip(fresh.json()), email: 'owner@example.com' });
      expect(taken.cookies.map((c) => c.name).sort()).toEqual(fresh.cookies.map((c) => c.name).sort());
      const takenCookie = sessionCookieOf(taken);
      expect((await me(takenCookie)).json()).toMatchObject({ email: 'owner@example.com', emailVerified: false });

      // The newcomer is in an account of their own: not the owner's, nor their family.
      expect((await me(takenCookie)).json().id).not.toBe(owner.user.id);
      expect((await me(takenCookie)).json().familyId).not.toBe(owner.user.familyId);
      // The owner hears of it, with no link; nothing else is sent anywhere.
      const [notice] = await mailsTo('owner@example.com');
      expect(notice?.headers.get('subject')).toBe('Someone tried to create an Amity account with your email address');
      expect(notice?.text).not.toContain('verify-email');
      expect(smtp.delivered.flatMap((m) => m.rcptTo).filter((to) => to.endsWith('.invalid'))).toEqual([]);

      // Each signs in with their own password, as after any registration.
      expect((await login('owner@example.com', TEST_PASSWORD)).json()).toMatchObject({ id: owner.user.id });
      const again = await login('owner@example.com', 'a password of my own');
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe((await me(takenCookie)).json().id);
    });

    it("does not let the claiming account take the address or the owner's password reset", async () => {
      await signUp(t.app, { email: 'owner@example.com' });
      const taken = sessionCookieOf(await register('owner@example.com'));
      const resend = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie: taken } });
      expect(resend.statusCode).toBe(202);
      const mails = await mailsTo('owner@example.com');
      expect(mails.map((m) => m.text).join('\n')).not.toContain('verify-email');
      const reset = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'owner@example.com' } });
      expect(reset.statusCode).toBe(202);
      await t.app.services.outgoingMail.settled();
      expect(smtp.delivered.flatMap((m) => m.rcptTo).filter((to) => to.endsWith('.invalid'))).toEqual([]);
    });
  });

  describe('sessions', () => {
    it('lists the signed-in sessions with device, last use and place from the proxy headers, and signs one out', async () => {
      const parent = await signUp(t.app);
      const phone = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: parent.email, password: TEST_PASSWORD },
        headers: {
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
          'cf-ipcity': 'Lyon',
          'cf-ipcountry': 'FR',
        },
      });
      const phoneCookie = sessionCookieOf(phone);
      const list = await sessions(parent.cookie);
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({ current: true });
      expect(list[1]).toMatchObject({ current: false, device: 'Chrome on Android', place: 'Lyon, FR' });
      expect(Date.parse(list[1]?.lastUsedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      const stored = await t.db.kysely.selectFrom('sessions').select('id').execute();
      for (const s of list) expect(stored.map((r) => r.id)).not.toContain(s.id);

      const out = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${list[1]?.id}`, headers: { cookie: parent.cookie } });
      expect(out.statusCode).toBe(204);
      expect((await me(phoneCookie)).statusCode).toBe(401);
      expect((await me(parent.cookie)).statusCode).toBe(200);
    });

    it("cannot sign out another account's session", async () => {
      const parent = await signUp(t.app);
      const other = await signUp(t.app);
      const [theirs] = await sessions(other.cookie);
      const out = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${theirs?.id}`, headers: { cookie: parent.cookie } });
      expect(out.statusCode).toBe(404);
      expect((await me(other.cookie)).statusCode).toBe(200);
    });

    it('signs out everywhere else', async () => {
      const parent = await signUp(t.app);
      const second = sessionCookieOf(await login(parent.email, TEST_PASSWORD));
      const third = sessionCookieOf(await login(parent.email, TEST_PASSWORD));
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/sign-out-others', headers: { cookie: parent.cookie } });
      expect(out.json()).toEqual({ endedSessions: 2 });
      expect((await me(second)).statusCode).toBe(401);
      expect((await me(third)).statusCode).toBe(401);
      expect(await sessions(parent.cookie)).toHaveLength(1);
    });
  });

  describe('password', () => {
    const change = (cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie }, payload });

    it('needs the current password, then signs out every other session', async () => {
      const parent = await signUp(t.app);
      const other = sessionCookieOf(await login(parent.email, TEST_PASSWORD));
      const wrong = await change(parent.cookie, { currentPassword: 'not it at all', newPassword: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: WRONG_CURRENT_PASSWORD, fields: { currentPassword: WRONG_CURRENT_PASSWORD } });
      expect((await change(parent.cookie, { currentPassword: TEST_PASSWORD, newPassword: 'short' })).statusCode).toBe(400);
      expect((await me(other)).statusCode).toBe(200);

      const done = await change(parent.cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ endedSessions: 1 });
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(parent.cookie)).statusCode).toBe(200);
      expect((await login(parent.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(parent.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('name and email', () => {
    const update = (cookie: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: { cookie }, payload });

    it("renames at once and tells the family's History", async () => {
      const parent = await signUp(t.app, { firstName: 'Alex', lastName: 'Rivera' });
      const response = await update(parent.cookie, { firstName: 'Alexandra', lastName: 'Rivera', email: parent.email });
      expect(response.json()).toEqual({ pendingEmail: null });
      expect((await me(parent.cookie)).json()).toMatchObject({ firstName: 'Alexandra' });
      const history = await t.db.kysely.selectFrom('auditLog').select(['summary', 'action']).execute();
      expect(history).toContainEqual({ action: 'member_renamed', summary: 'Alex Rivera changed their name to Alexandra Rivera' });
      expect(await mailsTo(parent.email)).toEqual([]);
    });

    it('changes the email only once the new address confirms it, needs the password, and tells the old address', async () => {
      const parent = await signUp(t.app, { email: 'old@example.com' });
      const body = { firstName: 'Alex', lastName: 'Rivera', email: 'new@example.com' };
      expect((await update(parent.cookie, body)).json()).toMatchObject({ fields: { currentPassword: EMAIL_CHANGE_COPY.passwordNeeded } });
      expect((await update(parent.cookie, { ...body, currentPassword: 'wrong one!' })).statusCode).toBe(400);

      const response = await update(parent.cookie, { ...body, currentPassword: TEST_PASSWORD });
      expect(updateProfileResponseSchema.parse(response.json())).toEqual({ pendingEmail: 'new@example.com' });
      expect((await me(parent.cookie)).json()).toMatchObject({ email: 'old@example.com' });
      const [toOld] = await mailsTo('old@example.com');
      expect(toOld?.headers.get('subject')).toBe(EMAIL_CHANGE_COPY.toOldAddress.subject);
      expect(toOld?.text).toContain('new@example.com');
      const [toNew] = await mailsTo('new@example.com');
      const link = /https:\/\/\S+\/verify-email#token=\S+/.exec(toNew?.text ?? '')?.[0] ?? '';
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: verificationTokenOf(new URL(link).hash) },
      });
      expect(verified.statusCode).toBe(200);
      expect((await me(parent.cookie)).json()).toMatchObject({ email: 'new@example.com', emailVerified: true });
      expect((await login('new@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('answers alike when another account uses the new address, which is told instead of sent a link', async () => {
      const parent = await signUp(t.app);
      await signUp(t.app, { email: 'taken@example.com' });
      const response = await update(parent.cookie, {
        firstName: 'Alex',
        lastName: 'Rivera',
        email: 'taken@example.com',
        currentPassword: TEST_PASSWORD,
      });
      expect(response.json()).toEqual({ pendingEmail: 'taken@example.com' });
      const [notice] = await mailsTo('taken@example.com');
      expect(notice?.headers.get('subject')).toBe(EMAIL_CHANGE_COPY.addressInUse.subject);
      expect(notice?.text).not.toContain('verify-email');
    });

    it('drops a pending change of email when the parent signs out everywhere else', async () => {
      const parent = await signUp(t.app);
      await update(parent.cookie, { firstName: 'Alex', lastName: 'Rivera', email: 'new@example.com', currentPassword: TEST_PASSWORD });
      await t.app.inject({ method: 'POST', url: '/api/auth/sessions/sign-out-others', headers: { cookie: parent.cookie } });
      const [toNew] = await mailsTo('new@example.com');
      const link = /https:\/\/\S+\/verify-email#token=\S+/.exec(toNew?.text ?? '')?.[0] ?? '';
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: verificationTokenOf(new URL(link).hash) },
      });
      expect(verified.statusCode).toBe(400);
      expect((await me(parent.cookie)).json()).toMatchObject({ email: parent.email });
    });
  });
});
