import { randomUUID } from 'node:crypto';
import { addDays, weekdayOf } from '../../../../common/custody/calendar-dates.js';
import { createFormat } from '../../../../common/format/format.js';
import type { ImplementedSuggestion, Recommendation } from '../../../../common/schemas/insights.js';
import { instantOfWallTime, localDateOf } from '../../../../common/time-zones.js';
import { recordAudit } from '../../../audit/record-audit.js';
import { loadSchedule } from '../../../custody-calendar/load-schedule.js';
import type { Db } from '../../../db/database.js';
import type { Realtime } from '../../../realtime/realtime.js';

const SATURDAY = 6;
const START = '10:00';
const HOURS = 2;

/**
 * A shared activity on the calendar: next Saturday (not today), 10:00 to 12:00 on the custody schedule's clock,
 * with no parent assigned (assigning the co-parent would take their time without asking). Both parents see it at
 * once and in the History; either moves it in the Calendar as usual.
 */
export async function addEvent(opts: {
  db: Db;
  realtime: Realtime;
  familyId: string;
  userId: string;
  suggestion: Recommendation;
  now?: Date;
}): Promise<ImplementedSuggestion> {
  const { db, familyId, userId, suggestion } = opts;
  const now = opts.now ?? new Date();
  const schedule = await loadSchedule(db.kysely, familyId);
  const user = await db.kysely.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirst();
  const family = await db.kysely.selectFrom('families').select('locale').where('id', '=', familyId).executeTakeFirst();
  const timeZone = schedule?.timeZone ?? user?.timeZone ?? 'UTC';
  const today = localDateOf(now.getTime(), timeZone);
  const date = addDays(today, ((SATURDAY - weekdayOf(today) + 6) % 7) + 1);
  const start = instantOfWallTime(Date.parse(`${date}T${START}:00.000Z`), timeZone);
  const row = {
    id: randomUUID(),
    familyId,
    title: suggestion.actionText,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + HOURS * 3_600_000).toISOString(),
    eventType: 'activity' as const,
    childId: null,
    assignedParent: null,
    description: `${suggestion.description} Added from a Family Insights suggestion: change the day or time in Calendar.`,
    location: null,
    allDay: 0,
    createdBy: userId,
    createdAt: now.toISOString(),
    timeZone,
    recurrence: null,
  };
  const when = createFormat(family?.locale, timeZone).dateTime(row.startTime);
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('events').values(row).execute();
    await recordAudit(trx, {
      familyId,
      actorId: userId,
      entity: 'event',
      entityId: row.id,
      action: 'created',
      summary: `Added '${row.title}' (${when}) from a Family Insights suggestion`,
      after: { title: row.title, startTime: row.startTime, endTime: row.endTime },
      at: row.createdAt,
    });
  });
  await opts.realtime.publish({ familyId }, 'events.changed', {});
  return {
    kind: 'event',
    message: `Added '${row.title}' to the calendar on ${when}`,
    link: { href: '/calendar', label: 'Open Calendar' },
    goal: null,
  };
}
