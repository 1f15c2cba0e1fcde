import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { archiveEventRequest, patchEvent, postEvent, eventPayload } from '../testing/events.js';
import { pairedParents, signUp, type SignedInParent } from '../testing/factories.js';
import { useSmtpServer } from '../testing/smtp-server.js';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.js';
import { EXCHANGE_LEAD_MS } from './plan-exchange-reminders.js';
import {
  at,
  HOUR,
  MINUTE,
  NOW,
  remindersOf,
  seedScheduleWithHandover,
  setLead,
  smtpEnv,
  takeMail,
  UTC_FORMAT,
} from '../testing/reminders.js';

describe.each(TEST_DIALECTS)('reminders (%s)', (dialect) => {
  const smtp = useSmtpServer();
  let t: TestApp;
  let alex: SignedInParent;
  let sam: SignedInParent;
  beforeEach(async () => {
    t = await createTestApp(dialect, smtpEnv(smtp));
    ({ first: alex, second: sam } = await pairedParents(t.app));
    await t.app.services.outgoingMail.settled();
    smtp.delivered.length = 0;
  });
  afterEach(async () => {
    await t.close();
  });
  const runDue = async (when: Date) => {
    await t.app.services.jobs.runDue(when);
    await t.app.services.outgoingMail.settled();
  };
  const assigned = (parent: SignedInParent | 'both', startMs: number, overrides: Record<string, unknown> = {}) =>
    postEvent(
      t.app,
      alex,
      eventPayload({
        title: 'Dentist',
        eventType: 'appointment',
        startTime: at(startMs).toISOString(),
        endTime: at(startMs + HOUR).toISOString(),
        assignedParent: parent === 'both' ? 'both' : parent.user.id,
        location: 'Main St Clinic',
        ...overrides,
      }),
    );

  it('emails both parents 24 hours before a handover, naming who hands over to whom and when', async () => {
    const handover = await seedScheduleWithHandover(t.db, alex, sam);
    expect([handover.fromName, handover.toName]).toEqual(['Sam Rivera', 'Alex Rivera']);
    const due = new Date(Date.parse(handover.at) - EXCHANGE_LEAD_MS);
    await runDue(NOW);
    await runDue(new Date(due.getTime() - MINUTE));
    expect(takeMail(smtp)).toEqual([]);

    await runDue(due);
    const sentence = `Sam Rivera hands over to Alex Rivera on ${UTC_FORMAT.dateTime(handover.at)}.`;
    const mails = takeMail(smtp);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([alex.email, sam.email].sort());
    for (const mail of mails) {
      expect(mail.headers.get('subject')).toBe('Handover in 24 hours');
      expect(mail.text).toContain(sentence);
      expect(mail.text).not.toMatch(/ at [A-Z][a-z]+ St/);
      expect(mail.headers.get('list-unsubscribe')).toContain('/api/mail/unsubscribe?token=');
    }
    expect((await remindersOf(t.db, alex)).map((n) => n.body)).toEqual([sentence]);
    // Later runs send nothing again.
    await runDue(new Date(due.getTime() + 5 * MINUTE));
    expect(takeMail(smtp)).toEqual([]);
  });

  it('reminds the assigned parent at the lead time they chose, for each occurrence of a recurring event', async () => {
    await setLead(t.app, sam, 15);
    await assigned(sam, 3 * HOUR, { recurrence: { frequency: 'daily' }, timeZone: 'UTC' });
    await runDue(NOW);
    await runDue(at(3 * HOUR - 16 * MINUTE));
    expect(await remindersOf(t.db, sam)).toEqual([]);

    await runDue(at(3 * HOUR - 15 * MINUTE));
    const body = `Dentist starts ${UTC_FORMAT.dateTime(at(3 * HOUR).toISOString())}, at Main St Clinic.`;
    expect(await remindersOf(t.db, sam)).toMatchObject([{ title: 'Reminder: Dentist', body }]);
    expect(await remindersOf(t.db, alex)).toEqual([]);
    const [mail, ...more] = takeMail(smtp);
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([sam.email]);
    expect(mail?.text).toContain(body);

    // The next day's occurrence.
    await runDue(at(27 * HOUR - 15 * MINUTE));
    expect(await remindersOf(t.db, sam)).toHaveLength(2);
  });

  it('sends nothing to a parent who turned event reminders off, or for an archived event, and the new time of a moved one', async () => {
    await setLead(t.app, alex, null);
    await assigned(alex, 2 * HOUR);
    const archived = await assigned(sam, 2 * HOUR, { title: 'Archived' });
    const moved = await assigned(sam, 4 * HOUR, { title: 'Moved' });
    await runDue(NOW);
    expect((await archiveEventRequest(t.app, alex, archived.id)).statusCode).toBe(204);
    const patched = await patchEvent(t.app, alex, moved.id, { startTime: at(6 * HOUR).toISOString(), endTime: at(7 * HOUR).toISOString() });
    expect(patched.statusCode, patched.body).toBe(200);

    await runDue(at(HOUR));
    await runDue(at(3 * HOUR));
    expect(await remindersOf(t.db, alex)).toEqual([]);
    expect(await remindersOf(t.db, sam)).toEqual([]);
    await runDue(at(5 * HOUR));
    expect((await remindersOf(t.db, sam)).map((n) => n.title)).toEqual(['Reminder: Moved']);
  });

  it('never reminds or shows a reminder to a parent of another family', async () => {
    const other = await signUp(t.app, { firstName: 'Robin', lastName: 'Other' });
    await seedScheduleWithHandover(t.db, alex, sam);
    await assigned('both', 2 * HOUR);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: alex.cookie },
      payload: eventPayload({ assignedParent: other.user.id }),
    });
    expect(foreign.statusCode).toBe(400);
    for (const hours of [0, 1, 30, 54, 78, 102]) await runDue(at(hours * HOUR));
    expect((await remindersOf(t.db, alex)).length).toBeGreaterThan(0);
    expect(await remindersOf(t.db, other)).toEqual([]);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: other.cookie } });
    expect(bell.json<{ items: unknown[] }>().items).toEqual([]);
    expect(takeMail(smtp).flatMap((m) => m.to)).not.toContain(other.email);
  });

  it('keeps each parent’s own lead time, and answers bad input with a 400 naming the field', async () => {
    const get = (parent: SignedInParent) =>
      t.app.inject({ method: 'GET', url: '/api/reminders/settings', headers: { cookie: parent.cookie } });
    expect((await get(alex)).json()).toEqual({ eventReminderMinutes: 60 });
    await setLead(t.app, alex, 1440);
    expect((await get(alex)).json()).toEqual({ eventReminderMinutes: 1440 });
    expect((await get(sam)).json()).toEqual({ eventReminderMinutes: 60 });

    for (const payload of [
      { eventReminderMinutes: 30 },
      { eventReminderMinutes: '60' },
      {},
      { eventReminderMinutes: 60, userId: sam.user.id },
    ]) {
      const response = await t.app.inject({ method: 'PATCH', url: '/api/reminders/settings', headers: { cookie: alex.cookie }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/\w/);
    }
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/reminders/settings',
      headers: { cookie: alex.cookie },
      payload: { eventReminderMinutes: 30 },
    });
    expect(wrong.json()).toMatchObject({
      message: 'eventReminderMinutes must be one of null, 15, 60, 1440',
      fields: { eventReminderMinutes: expect.any(String) },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders/settings' })).statusCode).toBe(401);
    expect((await get(alex)).json()).toEqual({ eventReminderMinutes: 1440 });
  });
});
