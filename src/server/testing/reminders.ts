import type { FastifyInstance } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { createFormat } from '../../common/format/format.js';
import type { CustodyExchange } from '../../common/custody/exchanges.js';
import { loadCustodyCalendar } from '../custody-calendar/load-custody-calendar.js';
import type { Db, Dialect } from '../db/database.js';
import { seedAgreedSchedule } from './custody.js';
import { pairedParents, type SignedInParent } from './factories.js';
import { readMail, type ReadMail } from './read-mail.js';
import { smtpEnv, type TestSmtpServer } from './smtp-server.js';
import type { TestApp } from './test-app.js';
import { useTestApp } from './use-test-app.js';

/** A fixed clock for reminder tests: a Friday noon, UTC (the schedule's zone, so the family's format is UTC too). */
export const NOW = new Date('2030-03-01T12:00:00.000Z');
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const at = (ms: number) => new Date(NOW.getTime() + ms);
export const UTC_FORMAT = createFormat(undefined, 'UTC');

/** Alternating weeks from Monday 2030-02-04, handovers at 17:00 UTC (at `exchangePlace`), Alex first: the first handover after NOW. */
export async function seedScheduleWithHandover(
  db: Db,
  alex: SignedInParent,
  sam: SignedInParent,
  exchangePlace: string | null = null,
): Promise<CustodyExchange> {
  const schedule = {
    exchangePlace,
    pattern: 'alternating_weeks' as const,
    startDate: '2030-02-04',
    exchangeTime: '17:00',
    firstParentId: alex.user.id,
    timeZone: 'UTC',
  };
  await seedAgreedSchedule(db, { proposer: alex, accepter: sam, schedule, effectiveFrom: '2030-02-04' });
  const { familyId } = await db.kysely
    .selectFrom('memberships')
    .select('familyId')
    .where('userId', '=', alex.user.id)
    .executeTakeFirstOrThrow();
  const calendar = await loadCustodyCalendar({ db, familyId, from: '2030-03-01', to: '2030-03-31' });
  const next = calendar?.exchanges.find((x) => Date.parse(x.at) > NOW.getTime());
  if (!next) throw new Error('no handover ahead');
  return next;
}

export async function setLead(app: FastifyInstance, parent: SignedInParent, eventReminderMinutes: number | null): Promise<void> {
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/reminders/settings',
    headers: { cookie: parent.cookie },
    payload: { eventReminderMinutes },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The reminders stored for a parent, oldest first. */
export async function remindersOf(db: Db, parent: SignedInParent) {
  return db.kysely
    .selectFrom('notifications')
    .select(['title', 'body', 'familyId'])
    .where('userId', '=', parent.user.id)
    .where('kind', '=', 'reminder')
    .orderBy('createdAt')
    .execute();
}

/** Every email delivered since the last call, read as a mail program shows it. */
export function takeMail(smtp: TestSmtpServer): (ReadMail & { to: string[] })[] {
  return smtp.delivered.splice(0).map((d) => ({ ...readMail(d.raw), to: d.rcptTo }));
}

/**
 * For each test: a fresh app on `dialect` that mails through the real SMTP server `smtp`, Alex and Sam paired in one
 * family with nothing delivered yet, and `runDue` to run the job queue at an instant and wait for its mail. The
 * objects are refilled before each test: read their fields inside the tests.
 */
export function useMailedParents(dialect: Dialect, smtp: TestSmtpServer) {
  const t = useTestApp(dialect, () => smtpEnv(smtp));
  const parents = {} as { alex: SignedInParent; sam: SignedInParent };
  beforeEach(async () => {
    const { first, second } = await pairedParents(t.app);
    Object.assign(parents, { alex: first, sam: second });
    await t.app.services.outgoingMail.settled();
    smtp.delivered.length = 0;
  });
  const runDue = async (when: Date) => {
    await t.app.services.jobs.runDue(when);
    await t.app.services.outgoingMail.settled();
  };
  return { t: t as TestApp, parents, runDue };
}
