import { addDays } from '../../../../common/custody/calendar-dates.js';
import { createFormat } from '../../../../common/format/format.js';
import type { ImplementedSuggestion, Recommendation } from '../../../../common/schemas/insights.js';
import { instantOfWallTime, localDateOf } from '../../../../common/time-zones.js';
import type { Db } from '../../../db/database.js';
import type { JobQueue } from '../../../jobs/job-types.js';
import { createPersonalReminder } from '../../../reminders/personal-reminders.js';

/** Reminders ring at this hour of the parent's clock, the next morning. */
const REMIND_AT = '09:00';

/**
 * A reminder for the signed-in parent alone (the same personal reminders as the Voice Assistant's), the next morning at
 * 09:00 on their clock (UTC when they never set a zone). Private: nothing of it reaches the co-parent, the audit log
 * or a realtime event.
 */
export async function addReminder(opts: {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  familyId: string;
  userId: string;
  suggestion: Recommendation;
  now?: Date;
}): Promise<ImplementedSuggestion> {
  const { db, familyId, userId, suggestion } = opts;
  const now = opts.now ?? new Date();
  const user = await db.kysely.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirst();
  const family = await db.kysely.selectFrom('families').select('locale').where('id', '=', familyId).executeTakeFirst();
  const timeZone = user?.timeZone ?? 'UTC';
  const tomorrow = addDays(localDateOf(now.getTime(), timeZone), 1);
  const at = new Date(instantOfWallTime(Date.parse(`${tomorrow}T${REMIND_AT}:00.000Z`), timeZone));
  await createPersonalReminder({ db, jobs: opts.jobs, userId, familyId, what: suggestion.actionText, at: at.toISOString(), now });
  const when = createFormat(family?.locale, timeZone).dateTime(at.toISOString());
  return {
    kind: 'reminder',
    message: `Reminder set for ${when}: ${suggestion.actionText}`,
    link: { href: '/voice', label: 'See your reminders' },
    goal: null,
  };
}
