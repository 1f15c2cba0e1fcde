import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Family } from '../../../common/schemas/family.js';
import { expectRefusedAcrossFamilies, getJson } from '../../testing/cross-family.js';
import { invite, signUp, type SignedInParent } from '../../testing/factories.js';
import { readMail } from '../../testing/read-mail.js';
import { useSmtpServer } from '../../testing/smtp-server.js';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.js';
import { INVITATION_MAIL_LIMIT } from './email-invitation.js';
import { INVITATION_MAIL_COPY } from './invitation-mail-copy.js';

const SITE = 'https://amity.example.org';

describe.each(TEST_DIALECTS)('emailing an invitation (%s)', (dialect) => {
  const smtp = useSmtpServer();
  let t: TestApp;
  let alex: SignedInParent;
  beforeEach(async () => {
    t = await createTestApp(dialect, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Amity <amity@example.org>',
      PUBLIC_URL: SITE,
    });
    alex = await signUp(t.app, { firstName: 'Alex', lastName: 'Rivera' });
    smtp.delivered.length = 0;
  });
  afterEach(async () => {
    await t.close();
  });

  const emailIt = (parent: SignedInParent, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/family/invitations/${id}/email`, headers: { cookie: parent.cookie }, payload: {} });

  it("sends the invitation's own link to the invited address, from the parent who made it", async () => {
    const invitation = await invite(t.app, alex, 'sam@example.com');
    const response = await emailIt(alex, invitation.id);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ email: 'sam@example.com', mailConfigured: true });
    await t.app.services.outgoingMail.settled();

    expect(smtp.delivered.map((d) => d.rcptTo)).toEqual([['sam@example.com']]);
    const mail = readMail(smtp.delivered[0]?.raw ?? '');
    expect(mail.headers.get('subject')).toBe(INVITATION_MAIL_COPY.subject('Alex Rivera'));
    const family = await getJson<Family>(t.app, alex, '/api/family');
    const link = family.invitations[0]?.link ?? '';
    expect(link.startsWith(`${SITE}/join/`)).toBe(true);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
  });

  it('refuses a parent of another family and invitations no longer pending with a 404, and a fourth send within the hour', async () => {
    const intruder = await signUp(t.app, { firstName: 'Casey', lastName: 'Other' });
    const invitation = await invite(t.app, alex, 'third@example.com');
    await expectRefusedAcrossFamilies({
      app: t.app,
      intruder,
      request: { method: 'POST', url: `/api/family/invitations/${invitation.id}/email`, payload: {} },
      snapshot: () => getJson<Family>(t.app, alex, '/api/family'),
    });
    expect((await emailIt(alex, 'no-such-invitation')).statusCode).toBe(404);

    for (let i = 0; i < INVITATION_MAIL_LIMIT.limit; i++) expect((await emailIt(alex, invitation.id)).statusCode).toBe(202);
    const limited = await emailIt(alex, invitation.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many invitation emails\./);

    await t.app.inject({ method: 'DELETE', url: `/api/family/invitations/${invitation.id}`, headers: { cookie: alex.cookie } });
    const revoked = await invite(t.app, alex, 'fourth@example.com');
    await t.app.inject({ method: 'DELETE', url: `/api/family/invitations/${revoked.id}`, headers: { cookie: alex.cookie } });
    expect((await emailIt(alex, revoked.id)).statusCode).toBe(404);
    await t.app.services.outgoingMail.settled();
    expect(smtp.delivered.map((d) => d.rcptTo)).toEqual(Array.from({ length: INVITATION_MAIL_LIMIT.limit }, () => ['third@example.com']));
  });
});
