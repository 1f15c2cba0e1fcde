import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../common/custody/calendar-dates.js';
import { createFormat } from '../../../common/format/format.js';
import type { EmailPreferences } from '../../../common/schemas/email-preferences.js';
import { getJson } from '../../testing/cross-family.js';
import { seedAgreedSchedule } from '../../testing/custody.js';
import { postEvent, eventPayload } from '../../testing/events.js';
import { added } from '../../testing/expenses.js';
import { pairedParents, type SignedInParent } from '../../testing/factories.js';
import { general, send } from '../../testing/messages.js';
import { readMail, type ReadMail } from '../../testing/read-mail.js';
import { useSmtpServer } from '../../testing/smtp-server.js';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.js';
import { UNSUBSCRIBE_COPY } from './email-preferences-copy.js';

const SITE = 'https://amity.example.org';

describe.each(TEST_DIALECTS)('notification emails (%s)', (dialect) => {
  const smtp = useSmtpServer();
  let t: TestApp;
  let alex: SignedInParent;
  let sam: SignedInParent;
  beforeEach(async () => {
    t = await createTestApp(dialect, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Amity <amity@example.org>',
      PUBLIC_URL: SITE,
    });
    ({ first: alex, second: sam } = await pairedParents(t.app));
    await t.app.services.outgoingMail.settled();
    smtp.delivered.length = 0;
  });
  afterEach(async () => {
    await t.close();
  });

  /** Every email delivered since the last call, read as a mail program shows it. */
  async function newMail(): Promise<(ReadMail & { to: string[] })[]> {
    await t.app.services.outgoingMail.settled();
    const mails = smtp.delivered.splice(0).map((d) => ({ ...readMail(d.raw), to: d.rcptTo }));
    return mails;
  }
  const preferencesOf = (parent: SignedInParent) => getJson<EmailPreferences>(t.app, parent, '/api/mail/preferences');
  const sitePath = (url: string) => url.slice(SITE.length);

  it('emails a new message to the other parent with its sender and subject only, and its link stops those emails', async () => {
    const conversation = await general(t.app, alex);
    await send(t.app, alex, conversation.id, 'Can you take the kids on Friday? The dentist moved.');
    const [mail, ...more] = await newMail();
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([sam.email]);
    expect(mail?.headers.get('subject')).toBe('Alex Rivera sent you a message: General');
    for (const version of [mail?.text, mail?.html]) {
      expect(version).toContain('Alex Rivera sent you a message in the conversation “General”.');
      expect(version).not.toContain('dentist');
    }
    expect(mail?.text).toContain(`${SITE}/messages?c=${conversation.id}`);
    const unsubscribe = /^<(.+)>$/.exec(mail?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(unsubscribe.startsWith(`${SITE}/api/mail/unsubscribe?token=`)).toBe(true);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(unsubscribe);

    // Opening the link (signed out) asks first: a link scanner opening it changes nothing.
    const opened = await t.app.inject({ method: 'GET', url: sitePath(unsubscribe) });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(opened.body).toContain(UNSUBSCRIBE_COPY.confirm.heading('new messages'));
    expect((await preferencesOf(sam)).message).toBe(true);
    // The mail program's one-click POST (or the page's button), signed out.
    const done = await t.app.inject({
      method: 'POST',
      url: sitePath(unsubscribe),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(UNSUBSCRIBE_COPY.done.heading('new messages'));
    expect(await preferencesOf(sam)).toMatchObject({ message: false, swap: true, schedule: true, expense: true });
    expect((await preferencesOf(alex)).message).toBe(true);

    await send(t.app, alex, conversation.id, 'Still on for Friday?');
    expect(await newMail()).toEqual([]);
    await send(t.app, sam, conversation.id, 'Yes, Friday works.');
    expect((await newMail()).map((m) => m.to)).toEqual([[alex.email]]);
  });

  it('puts the text of a new message in the email only for a parent who opted in', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/mail/preferences',
      headers: { cookie: sam.cookie },
      payload: { messageText: true },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ messageText: true, message: true, mailConfigured: true });
    await send(t.app, alex, (await general(t.app, alex)).id, 'Pickup at 5 today.');
    const [mail] = await newMail();
    expect(mail?.text).toContain('Pickup at 5 today.');
    expect(mail?.html).toContain('Pickup at 5 today.');
  });

  it('emails swap requests, schedule proposals and expenses with dates as the family reads them; events stay in the app', async () => {
    const start = addDays(new Date().toISOString().slice(0, 10), 1);
    const schedule = {
      pattern: 'alternating_weeks' as const,
      startDate: start,
      exchangeTime: '18:00',
      firstParentId: alex.user.id,
      timeZone: 'UTC',
    };
    await seedAgreedSchedule(t.db, { proposer: alex, accepter: sam, schedule, effectiveFrom: start });
    const day = addDays(start, 1);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/swap-requests',
      headers: { cookie: alex.cookie },
      payload: { dates: [day], makeUpDates: [addDays(start, 8)], reason: 'Work trip' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [swapMail] = await newMail();
    expect(swapMail?.to).toEqual([sam.email]);
    expect(swapMail?.headers.get('subject')).toBe('New swap request');
    expect(swapMail?.text).toContain(`asked to swap ${createFormat('en-US', 'UTC').date(day)}`);
    expect(swapMail?.text).not.toContain(day);

    await added(t.app, sam, { title: 'Soccer cleats', amount: 45 });
    const [expenseMail] = await newMail();
    expect(expenseMail?.to).toEqual([alex.email]);
    expect(expenseMail?.headers.get('subject')).toBe('New expense to review');
    expect(expenseMail?.text).toContain('Soccer cleats ($45.00)');

    const proposed = await t.app.inject({
      method: 'PUT',
      url: '/api/custody-schedule',
      headers: { cookie: sam.cookie },
      payload: { ...schedule, pattern: '2-2-3', startDate: addDays(start, 14) },
    });
    expect(proposed.statusCode, proposed.body).toBe(202);
    const [scheduleMail] = await newMail();
    expect(scheduleMail?.to).toEqual([alex.email]);
    expect(scheduleMail?.headers.get('subject')).toBe('Custody schedule change proposed');
    expect(scheduleMail?.text).toContain('Sam Rivera proposed a new custody schedule');

    await postEvent(t.app, alex, eventPayload());
    expect(await newMail()).toEqual([]);
  });

  it("writes an expense's amount as the family reads amounts (en-IN groups lakhs)", async () => {
    const locale = await t.app.inject({
      method: 'PATCH',
      url: '/api/family/report-locale',
      headers: { cookie: alex.cookie },
      payload: { locale: 'en-IN' },
    });
    expect(locale.statusCode, locale.body).toBe(200);
    await added(t.app, sam, { title: 'School fees', amount: 123456.78 });
    const [mail] = await newMail();
    for (const version of [mail?.text, mail?.html]) {
      expect(version).toContain('School fees ($1,23,456.78)');
      expect(version).not.toContain('$123,456.78');
    }
  });

  it('turns each kind off on its own from Profile, and refuses bad input and strangers', async () => {
    expect(await preferencesOf(sam)).toEqual({
      message: true,
      swap: true,
      schedule: true,
      expense: true,
      reminder: true,
      messageText: false,
      mailConfigured: true,
    });
    const patch = (payload: unknown, cookie?: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/mail/preferences', headers: cookie ? { cookie } : {}, payload: payload as object });
    expect((await patch({ expense: false }, sam.cookie)).json()).toMatchObject({ expense: false, message: true });
    expect((await patch({ expense: 'no' }, sam.cookie)).statusCode).toBe(400);
    expect((await patch({}, sam.cookie)).statusCode).toBe(400);
    expect((await patch({ event: true }, sam.cookie)).statusCode).toBe(400);
    expect((await patch({ expense: true })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail/preferences' })).statusCode).toBe(401);

    await added(t.app, alex, { title: 'Books' });
    expect(await newMail()).toEqual([]);
    await send(t.app, alex, (await general(t.app, alex)).id, 'Books bought');
    expect((await newMail()).map((m) => m.to)).toEqual([[sam.email]]);
  });

  it('refuses an altered or made-up unsubscribe link with a 400 page, changing nothing', async () => {
    await send(t.app, alex, (await general(t.app, alex)).id, 'Hello');
    const [mail] = await newMail();
    const unsubscribe = sitePath(/^<(.+)>$/.exec(mail?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '');
    const altered = unsubscribe.replace(/token=(.)/, (_all, c: string) => `token=${c === 'a' ? 'b' : 'a'}`);
    for (const url of [altered, '/api/mail/unsubscribe', '/api/mail/unsubscribe?token=nonsense']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.body).toContain(UNSUBSCRIBE_COPY.invalid.heading);
      }
    }
    expect((await preferencesOf(sam)).message).toBe(true);
  });
});
