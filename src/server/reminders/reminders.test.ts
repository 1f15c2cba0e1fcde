import { describe, expect, it } from 'vitest';
import { archiveEventRequest, patchEvent, postEvent, eventPayload } from '../testing/events.js';
import { signUp, type SignedInParent } from '../testing/factories.js';
import { useSmtpServer } from '../testing/smtp-server.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { EXCHANGE_LEAD_MS } from './plan-exchange-reminders.js';
import {
  at,
  HOUR,
  MINUTE,
  NOW,
  remindersOf,
  seedScheduleWithHandover,
  setLead,
  takeMail,
  useMailedParents,
  UTC_FORMAT,
} from '../testing/reminders.js';

describe.each(TEST_DIALECTS)('reminders (%s)', (dialect) => {
  const smtp = useSmtpServer();
  const { t, parents: p, runDue } = useMailedParents(dialect, smtp);
  const assigned = (parent: SignedInParent | 'both', startMs: number, overrides: Record<string, unknown> = {}) =>
    postEvent(
      t.app,
      p.alex,
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

  it('emails both parents 24 hours before a handover, naming who hands over to whom, when and where', async () => {
    const handover = await seedScheduleWithHandover(t.db, p.alex, p.sam, 'Lincoln School, front gate');
    expect([handover.fromName, handover.toName]).toEqual(['Sam Rivera', 'Alex Rivera']);
    const due = new Date(Date.parse(handover.at) - EXCHANGE_LEAD_MS);
    await runDue(NOW);
    await runDue(new Date(due.getTime() - MINUTE));
    expect(takeMail(smtp)).toEqual([]);

    await runDue(due);
    const sentence = `Sam Rivera hands over to Alex Rivera on ${UTC_FORMAT.dateTime(handover.at)}, at Lincoln School, front gate.`;
    const mails = takeMail(smtp);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([p.alex.email, p.sam.email].sort());
    for (const mail of mails) {
      expect(mail.headers.get('subject')).toBe('Handover in 24 hours');
      expect(mail.text).toContain(sentence);
      expect(mail.headers.get('list-unsubscribe')).toContain('/api/mail/unsubscribe?token=');
    }
    expect((await remindersOf(t.db, p.alex)).map((n) => n.body)).toEqual([sentence]);
    // It opens the dashboard at the handover's one-tap check-in.
    const links = await t.db.kysely.selectFrom('notifications').select('link').where('kind', '=', 'reminder').execute();
    expect(links.map((n) => n.link)).toEqual(['/#check-in', '/#check-in']);
    // Later runs send nothing again.
    await runDue(new Date(due.getTime() + 5 * MINUTE));
    expect(takeMail(smtp)).toEqual([]);
  });

  it('reminds the assigned parent at the lead time they chose, for each occurrence of a recurring event', async () => {
    await setLead(t.app, p.sam, 15);
    await assigned(p.sam, 3 * HOUR, { recurrence: { frequency: 'daily' }, timeZone: 'UTC' });
    await runDue(NOW);
    await runDue(at(3 * HOUR - 16 * MINUTE));
    expect(await remindersOf(t.db, p.sam)).toEqual([]);

    await runDue(at(3 * HOUR - 15 * MINUTE));
    const body = `Dentist starts ${UTC_FORMAT.dateTime(at(3 * HOUR).toISOString())}, at Main St Clinic.`;
    expect(await remindersOf(t.db, p.sam)).toMatchObject([{ title: 'Reminder: Dentist', body }]);
    expect(await remindersOf(t.db, p.alex)).toEqual([]);
    const [mail, ...more] = takeMail(smtp);
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([p.sam.email]);
    expect(mail?.text).toContain(body);

    // The next day's occurrence.
    await runDue(at(27 * HOUR - 15 * MINUTE));
    expect(await remindersOf(t.db, p.sam)).toHaveLength(2);
  });

  it('sends nothing to a parent who turned event reminders off, or for an archived event, and the new time of a moved one', async () => {
    await setLead(t.app, p.alex, null);
    await assigned(p.alex, 2 * HOUR);
    const archived = await assigned(p.sam, 2 * HOUR, { title: 'Archived' });
    const moved = await assigned(p.sam, 4 * HOUR, { title: 'Moved' });
    await runDue(NOW);
    expect((await archiveEventRequest(t.app, p.alex, archived.id)).statusCode).toBe(204);
    const patched = await patchEvent(t.app, p.alex, moved.id, {
      startTime: at(6 * HOUR).toISOString(),
      endTime: at(7 * HOUR).toISOString(),
    });
    expect(patched.statusCode, patched.body).toBe(200);

    await runDue(at(HOUR));
    await runDue(at(3 * HOUR));
    expect(await remindersOf(t.db, p.alex)).toEqual([]);
    expect(await remindersOf(t.db, p.sam)).toEqual([]);
    await runDue(at(5 * HOUR));
    expect((await remindersOf(t.db, p.sam)).map((n) => n.title)).toEqual(['Reminder: Moved']);
  });

  it('never reminds or shows a reminder to a parent of another family', async () => {
    const other = await signUp(t.app, { firstName: 'Robin', lastName: 'Other' });
    await seedScheduleWithHandover(t.db, p.alex, p.sam);
    await assigned('both', 2 * HOUR);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: p.alex.cookie },
      payload: eventPayload({ assignedParent: other.user.id }),
    });
    expect(foreign.statusCode).toBe(400);
    for (const hours of [0, 1, 30, 54, 78, 102]) await runDue(at(hours * HOUR));
    expect((await remindersOf(t.db, p.alex)).length).toBeGreaterThan(0);
    expect(await remindersOf(t.db, other)).toEqual([]);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: other.cookie } });
    expect(bell.json<{ items: unknown[] }>().items).toEqual([]);
    expect(takeMail(smtp).flatMap((m) => m.to)).not.toContain(other.email);
  });

  it('keeps each parent’s own lead time, and answers bad input with a 400 naming the field', async () => {
    const get = (parent: SignedInParent) =>
      t.app.inject({ method: 'GET', url: '/api/reminders/settings', headers: { cookie: parent.cookie } });
    expect((await get(p.alex)).json()).toEqual({ eventReminderMinutes: 60 });
    await setLead(t.app, p.alex, 1440);
    expect((await get(p.alex)).json()).toEqual({ eventReminderMinutes: 1440 });
    expect((await get(p.sam)).json()).toEqual({ eventReminderMinutes: 60 });

    for (const payload of [
      { eventReminderMinutes: 30 },
      { eventReminderMinutes: '60' },
      {},
      { eventReminderMinutes: 60, userId: p.sam.user.id },
    ]) {
      const response = await t.app.inject({ method: 'PATCH', url: '/api/reminders/settings', headers: { cookie: p.alex.cookie }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/\w/);
    }
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/reminders/settings',
      headers: { cookie: p.alex.cookie },
      payload: { eventReminderMinutes: 30 },
    });
    expect(wrong.json()).toMatchObject({
      message: 'eventReminderMinutes must be one of null, 15, 60, 1440',
      fields: { eventReminderMinutes: expect.any(String) },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders/settings' })).statusCode).toBe(401);
    expect((await get(p.alex)).json()).toEqual({ eventReminderMinutes: 1440 });
  });

  describe('and quiet hours', () => {
    const quietNights = (parent: SignedInParent) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/preferences',
        headers: { cookie: parent.cookie },
        payload: { quietHours: { on: true, start: '22:00', end: '07:00', timeZone: 'UTC' } },
      });
    // Saturday 06:30 UTC: reminded an hour before, at 05:30, in the night's quiet hours that end after it.
    const EARLY = 18 * HOUR + 30 * MINUTE;

    it('sends a reminder the night would hold past its moment just before the quiet hours begin', async () => {
      expect((await quietNights(p.sam)).statusCode).toBe(200);
      await assigned(p.sam, EARLY);
      await runDue(NOW);
      await runDue(at(9 * HOUR + 58 * MINUTE));
      expect(takeMail(smtp)).toEqual([]);
      await runDue(at(9 * HOUR + 59 * MINUTE)); // Friday 21:59
      expect(takeMail(smtp).map((m) => [m.to[0], m.headers.get('subject')])).toEqual([[p.sam.email, 'Reminder: Dentist']]);
      await runDue(at(EARLY - HOUR));
      await runDue(at(19 * HOUR)); // 07:00, when the quiet hours end
      expect(takeMail(smtp)).toEqual([]);
    });

    it('leaves to the bell alone a reminder whose quiet hours began after it was planned', async () => {
      await assigned(p.sam, EARLY);
      await runDue(NOW);
      expect((await quietNights(p.sam)).statusCode).toBe(200);
      await runDue(at(EARLY - HOUR));
      expect((await remindersOf(t.db, p.sam)).map((n) => n.title)).toEqual(['Reminder: Dentist']);
      await runDue(at(19 * HOUR));
      expect(takeMail(smtp)).toEqual([]);
    });
  });
});
