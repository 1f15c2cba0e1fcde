import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '../../common/schemas/notification-preferences.js';
import { getJson } from '../testing/cross-family.js';
import { eventPayload, postEvent } from '../testing/events.js';
import { added } from '../testing/expenses.js';
import type { SignedInParent } from '../testing/factories.js';
import { general, send } from '../testing/messages.js';
import { HOUR, MINUTE, seedScheduleWithHandover, takeMail, useMailedParents } from '../testing/reminders.js';
import { useSmtpServer } from '../testing/smtp-server.js';
import { TEST_DIALECTS } from '../testing/test-app.js';

/** NOW in the reminders' kit is Friday 2030-03-01 noon UTC; the schedule's zone is UTC. */
const SUNDAY_SIX_PM = new Date('2030-03-03T18:00:00.000Z');
const SITE = 'https://amity.example.org';

describe.each(TEST_DIALECTS)('weekly summary email (%s)', (dialect) => {
  const smtp = useSmtpServer();
  const { t, parents: p, runDue } = useMailedParents(dialect, smtp);
  const preferencesOf = (parent: SignedInParent) => getJson<NotificationPreferences>(t.app, parent, '/api/notifications/preferences');
  const patch = (parent: SignedInParent, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/notifications/preferences', headers: { cookie: parent.cookie }, payload });

  it('is off until a parent turns it on, and refuses a setting that is not true or false', async () => {
    await seedScheduleWithHandover(t.db, p.alex, p.sam);
    expect((await preferencesOf(p.alex)).weeklySummary).toBe(false);
    await runDue(SUNDAY_SIX_PM);
    expect(takeMail(smtp)).toEqual([]);

    const bad = await patch(p.alex, { weeklySummary: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('weeklySummary must be true or false');
    expect((await patch(p.alex, { weeklySummary: true })).statusCode).toBe(200);
    expect((await preferencesOf(p.alex)).weeklySummary).toBe(true);
    expect((await preferencesOf(p.sam)).weeklySummary).toBe(false);
  });

  it('on Sunday at 18:00 emails the week ahead, what waits for an answer and the last week’s messages, once', async () => {
    const handover = await seedScheduleWithHandover(t.db, p.alex, p.sam, 'the school gate');
    await postEvent(
      t.app,
      p.sam,
      eventPayload({
        title: 'Dentist',
        eventType: 'appointment',
        startTime: '2030-03-06T15:00:00.000Z',
        endTime: '2030-03-06T16:00:00.000Z',
        location: 'Main St Clinic',
      }),
    );
    await added(t.app, p.sam, { title: 'School trip', amount: 25 });
    const conversation = await general(t.app, p.sam);
    await send(t.app, p.sam, conversation.id, 'Trip money is in the app.');
    await t.db.kysely.updateTable('messages').set({ createdAt: '2030-03-02T09:00:00.000Z' }).execute();
    expect((await patch(p.alex, { weeklySummary: true })).statusCode).toBe(200);
    await t.app.services.outgoingMail.settled();
    smtp.delivered.length = 0;

    await runDue(new Date(SUNDAY_SIX_PM.getTime() - MINUTE));
    expect(takeMail(smtp)).toEqual([]);
    await runDue(SUNDAY_SIX_PM);
    const [mail, ...more] = takeMail(smtp);
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([p.alex.email]);
    expect(mail?.headers.get('subject')).toBe('Your week ahead: Mar 4 – Mar 10');
    expect(handover.at).toBe('2030-03-04T17:00:00.000Z');
    for (const version of [mail?.text, mail?.html]) {
      expect(version).toContain('from Monday, Mar 4 to Sunday, Mar 10');
      expect(version).toContain('Mon, Mar 4, 5:00 PM: Sam Rivera hands over to Alex Rivera, at the school gate.');
      expect(version).toContain('Wed, Mar 6, 3:00 PM: Dentist, at Main St Clinic.');
      expect(version).toContain('Waiting for your answer: 1 expense to review.');
      expect(version).toContain('In the last seven days: 1 new message for you, 1 still unread.');
      expect(version).not.toContain('Trip money');
    }
    expect(mail?.text).toContain(`${SITE}/calendar`);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    await runDue(new Date(SUNDAY_SIX_PM.getTime() + 5 * MINUTE));
    await runDue(new Date(SUNDAY_SIX_PM.getTime() + 2 * HOUR));
    expect(takeMail(smtp)).toEqual([]);
  });

  it('stops from its signed link without signing in', async () => {
    expect((await patch(p.alex, { weeklySummary: true })).statusCode).toBe(200);
    await runDue(SUNDAY_SIX_PM);
    const [mail] = takeMail(smtp);
    const link = /^<(.+)>$/.exec(mail?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(mail?.text).toContain('Stop the weekly summary');
    expect(mail?.text).toContain(link);
    const asked = await t.app.inject({ method: 'GET', url: link.slice(SITE.length) });
    expect(asked.body).toContain('your weekly summary');
    expect((await preferencesOf(p.alex)).weeklySummary).toBe(true);
    const done = await t.app.inject({
      method: 'POST',
      url: link.slice(SITE.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect((await preferencesOf(p.alex)).weeklySummary).toBe(false);
    expect((await preferencesOf(p.alex)).channels.message).toBe('both');

    await runDue(new Date(SUNDAY_SIX_PM.getTime() + 7 * 24 * HOUR));
    expect(takeMail(smtp)).toEqual([]);
  });

  it('follows the parent’s own time zone, and waits for the end of their quiet hours', async () => {
    // Quiet from 17:30 to 19:00 in New York, where Sunday 18:00 is 23:00 UTC (standard time).
    const quiet = { on: true, start: '17:30', end: '19:00', timeZone: 'America/New_York' };
    expect((await patch(p.alex, { weeklySummary: true, quietHours: quiet })).statusCode).toBe(200);
    await runDue(SUNDAY_SIX_PM);
    await runDue(new Date('2030-03-03T23:00:00.000Z'));
    expect(takeMail(smtp)).toEqual([]);
    await runDue(new Date('2030-03-04T00:00:00.000Z'));
    const mails = takeMail(smtp);
    expect(mails.map((m) => m.to)).toEqual([[p.alex.email]]);
    expect(mails[0]?.headers.get('subject')).toBe('Your week ahead: Mar 4 – Mar 10');
  });
});
