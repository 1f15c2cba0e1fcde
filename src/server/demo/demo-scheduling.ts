import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/database.js';
import { RESOLVED_ACTION } from '../features/smart-scheduling/schedule-analytics.js';
import { demoParentAt } from './demo-calendar.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** `days` from `now` at a local hour and minute. */
function at(now: Date, days: number, hour: number, minute = 0): Date {
  const d = new Date(now);
  d.setDate(d.getDate() + days);
  d.setHours(hour, minute, 0, 0);
  return d;
}

/**
 * Today, a weekday, two hours from now at the earliest: the calendar's other school and clinic events take one
 * weekday each from tomorrow on. None on a weekend or late in the day.
 */
function bookFairStart(now: Date): Date | null {
  const hour = Math.max(now.getHours() + 2, 12);
  if (now.getDay() % 6 === 0 || hour > 18) return null;
  return at(now, 0, hour);
}

/**
 * Smart Scheduling for the demo: a few real clashes in the days ahead (Liam booked twice, a haircut right after
 * soccer, a book fair today nobody is assigned to), and one clash of this week already resolved earlier, audited as the
 * app records a resolution, so every tab has something true to show.
 */
export async function seedDemoScheduling(opts: { db: Db; familyId: string; parents: readonly [string, string]; now: Date }): Promise<void> {
  const { db, familyId, parents, now } = opts;
  const children = await db.kysely
    .selectFrom('children')
    .select(['id', 'name'])
    .where('familyId', '=', familyId)
    .orderBy('birthDate')
    .execute();
  const [emma, liam] = children;
  if (!emma || !liam) return;
  const parentAt = (start: Date) => parents[demoParentAt(now, start)];
  const event = (
    title: string,
    type: 'activity' | 'school' | 'appointment',
    start: Date,
    minutes: number,
    childId: string,
    assigned: string | null,
    location: string | null,
  ) => ({
    id: randomUUID(),
    familyId,
    title,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + minutes * MINUTE_MS).toISOString(),
    eventType: type,
    childId,
    assignedParent: assigned,
    description: null,
    location,
    allDay: 0,
    createdBy: assigned ?? parents[0],
    createdAt: new Date(now.getTime() - 3 * 24 * HOUR_MS).toISOString(),
  });
  const swim = at(now, 1, 10);
  const tennis = at(now, 1, 10, 30);
  const art = at(now, 2, 9);
  const haircut = at(now, 2, 10, 5);
  const fair = bookFairStart(now);
  const tutoring = at(now, -1, 11);
  await db.kysely.transaction().execute(async (trx) => {
    const rows = [
      event('Swim lesson', 'activity', swim, 60, liam.id, parentAt(swim), 'Community Pool'),
      event('Tennis lesson', 'activity', tennis, 45, liam.id, parentAt(tennis), 'Riverside Courts'),
      event('Art club', 'activity', art, 60, emma.id, parentAt(art), 'Library'),
      event('Haircut', 'activity', haircut, 30, emma.id, parentAt(art), 'Main Street Salon'),
      ...(fair ? [event('Book fair', 'school', fair, 90, emma.id, null, 'Maple Grove Elementary')] : []),
      event('Math tutoring', 'activity', tutoring, 60, emma.id, parentAt(tutoring), 'Library'),
    ];
    await trx.insertInto('events').values(rows).execute();
    // Math tutoring first clashed with Emma's soccer practice; its parent moved it an hour earlier with Auto-Fix.
    const moved = rows.find((r) => r.title === 'Math tutoring');
    if (!moved || !moved.assignedParent) return;
    const before = {
      startTime: new Date(tutoring.getTime() + HOUR_MS).toISOString(),
      endTime: new Date(tutoring.getTime() + 2 * HOUR_MS).toISOString(),
    };
    const monday = at(now, -((now.getDay() + 6) % 7), 0);
    const week = `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`;
    await recordAudit(trx, {
      familyId,
      actorId: moved.assignedParent,
      entity: 'event',
      entityId: moved.id,
      action: RESOLVED_ACTION,
      summary: `Moved 'Math tutoring' an hour earlier to resolve a conflict: Emma is booked twice`,
      before,
      after: { startTime: moved.startTime, endTime: moved.endTime, week },
      at: new Date(now.getTime() - 2 * 24 * HOUR_MS).toISOString(),
    });
  });
}
