import { describe, expect, it } from 'vitest';
import type { Job } from '../jobs/job-types.js';
import { postEvent, eventPayload } from '../testing/events.js';
import type { SignedInParent } from '../testing/factories.js';
import { useSmtpServer } from '../testing/smtp-server.js';
import { createSecondInstance, TEST_DIALECTS, type TestApp } from '../testing/test-app.js';
import { deliverReminder } from './deliver-reminder.js';
import { EXCHANGE_LEAD_MS } from './plan-exchange-reminders.js';
import { REMINDER_JOB, type ReminderPayload } from './planned-reminder.js';
import { at, HOUR, NOW, seedScheduleWithHandover, takeMail, useMailedParents } from '../testing/reminders.js';

/** Events for both parents an hour after `startMs` (the default lead time): two reminders each. */
async function eventsForBoth(app: TestApp['app'], parent: SignedInParent, startMs: number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const startTime = at(startMs).toISOString();
    const endTime = at(startMs + HOUR).toISOString();
    await postEvent(app, parent, eventPayload({ title: `Event ${i}`, eventType: 'activity', startTime, endTime, assignedParent: 'both' }));
  }
}

describe.each(TEST_DIALECTS)('reminders with several instances (%s)', (dialect) => {
  const smtp = useSmtpServer();
  const { t, parents: p } = useMailedParents(dialect, smtp);
  const reminderCount = async () =>
    (await t.db.kysely.selectFrom('notifications').select('title').where('kind', '=', 'reminder').execute()).length;
  /** Each delivered mail as recipient and subject, sorted. */
  const sentMail = () =>
    takeMail(smtp)
      .map((m) => `${m.to.join()} ${m.headers.get('subject') ?? ''}`)
      .sort();

  it('delivers each due reminder exactly once when two instances run the queue at the same moment', async () => {
    const handover = await seedScheduleWithHandover(t.db, p.alex, p.sam);
    const due = new Date(Date.parse(handover.at) - EXCHANGE_LEAD_MS);
    await eventsForBoth(t.app, p.alex, due.getTime() - NOW.getTime() + HOUR, 4);
    const other = await createSecondInstance(t);
    try {
      const both = async (when: Date) => {
        await Promise.all([t.app.services.jobs.runDue(when), other.app.services.jobs.runDue(when)]);
        await Promise.all([t.app.services.outgoingMail.settled(), other.app.services.outgoingMail.settled()]);
      };
      await both(NOW);
      await both(due);
      await both(new Date(due.getTime() + 60_000));
      const expected = [p.alex.email, p.sam.email].flatMap((to) => [
        `${to} Handover in 24 hours`,
        ...[0, 1, 2, 3].map((i) => `${to} Reminder: Event ${i}`),
      ]);
      expect(sentMail()).toEqual(expected.sort());
      expect(await reminderCount()).toBe(10);
      const scans = await t.db.kysely.selectFrom('jobs').select('key').where('kind', '=', 'reminder-scan').execute();
      expect(new Set(scans.map((s) => s.key)).size).toBe(scans.length);
    } finally {
      await other.close();
    }
  });

  it('loses and repeats nothing when an instance closes with reminders pending and a new one takes over', async () => {
    await eventsForBoth(t.app, p.alex, 2 * HOUR, 4);
    await t.app.services.jobs.runDue(NOW); // the scan queues 8 reminders, due in an hour
    const dying = await createSecondInstance(t);
    let gate = () => {};
    let held = false;
    const firstDelivered = new Promise<void>((resolve) => {
      // This instance delivers one reminder, then is told to close while it still holds the others.
      dying.app.services.jobs.handle<ReminderPayload>(REMINDER_JOB, async (job: Job<ReminderPayload>, now) => {
        await deliverReminder(dying.app.services, job, now);
        if (held) return;
        held = true;
        resolve();
        await new Promise<void>((done) => (gate = done));
      });
    });
    const running = dying.app.services.jobs.runDue(at(HOUR));
    await firstDelivered;
    // Closing begins with jobs.stop() (a preClose hook); called first here so the job under way is exactly the first.
    const stopping = dying.app.services.jobs.stop();
    const closing = dying.close();
    gate();
    await Promise.all([running, stopping, closing]);
    expect(await reminderCount()).toBe(1);

    const fresh = await createSecondInstance(t);
    try {
      await fresh.app.services.jobs.runDue(at(HOUR));
      await fresh.app.services.outgoingMail.settled();
    } finally {
      await fresh.close();
    }
    expect(await reminderCount()).toBe(8);
    const expected = [p.alex.email, p.sam.email].flatMap((to) => [0, 1, 2, 3].map((i) => `${to} Reminder: Event ${i}`));
    expect(sentMail()).toEqual(expected.sort());
    const pending = await t.db.kysely
      .selectFrom('jobs')
      .select('key')
      .where('kind', '=', REMINDER_JOB)
      .where('doneAt', 'is', null)
      .execute();
    expect(pending).toEqual([]);
  });
});
