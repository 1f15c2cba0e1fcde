import { randomUUID } from 'node:crypto';
import { addDays } from '../../common/custody/calendar-dates.js';
import { recordAudit } from '../audit/record-audit.js';
import { loadCustodyCalendar } from '../custody-calendar/load-custody-calendar.js';
import type { Db } from '../db/database.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const iso = (ms: number) => new Date(ms).toISOString();

/** The demo's shared goals: two done by their due date, one still open (offsets in days from today). */
const GOALS = [
  { title: 'Agree the dates of summer camp', created: -20, due: -12, done: -13, by: 1 },
  { title: 'Share the school photo order form', created: -9, due: -4, done: -5, by: 0 },
  { title: 'Plan a shared activity for the children', created: -2, due: 12, done: null, by: 1 },
] as const;

/**
 * Family Insights for the demo: both parents' check-ins at the handovers already past (one a little late, with a
 * note), and shared goals, each audited as if made through the app, so Overview and Smart Suggestions look lived in.
 */
export async function seedDemoInsights(opts: { db: Db; familyId: string; parents: readonly [string, string]; now: Date }): Promise<void> {
  const { db, familyId, parents, now } = opts;
  const today = now.toISOString().slice(0, 10);
  const calendar = await loadCustodyCalendar({ db, familyId, from: addDays(today, -8), to: today });
  const past = (calendar?.exchanges ?? []).filter((x) => Date.parse(x.at) < now.getTime() && Date.parse(x.at) > now.getTime() - 7 * DAY_MS);
  await db.kysely.transaction().execute(async (trx) => {
    for (const [i, x] of past.entries()) {
      for (const [p, userId] of parents.entries()) {
        const late = i === 0 && p === 1;
        const at = iso(Date.parse(x.at) + (p + 1) * 15 * 60_000);
        const id = randomUUID();
        const status = late ? 'late' : 'on_time';
        const row = { status, minutesLate: late ? 10 : null, note: late ? 'Traffic on Route 9, sorry' : null } as const;
        await trx
          .insertInto('exchangeCheckIns')
          .values({ id, familyId, exchangeAt: x.at, userId, ...row, createdAt: at, updatedAt: at })
          .execute();
        await recordAudit(trx, {
          familyId,
          actorId: userId,
          entity: 'exchange_check_in',
          entityId: id,
          action: 'checked_in',
          summary: `Checked in for the handover of ${x.date} (${x.fromName} to ${x.toName}): ${late ? 'late by 10 minutes' : 'on time'}`,
          after: { exchangeAt: x.at, ...row },
          at,
        });
      }
    }
    for (const goal of GOALS) {
      const id = randomUUID();
      const createdAt = iso(now.getTime() + goal.created * DAY_MS);
      const completedAt = goal.done === null ? null : iso(now.getTime() + goal.done * DAY_MS);
      const dueDate = addDays(today, goal.due);
      const [creator, completer] = [parents[goal.by], parents[1 - goal.by]] as [string, string];
      await trx
        .insertInto('sharedGoals')
        .values({
          id,
          familyId,
          title: goal.title,
          description: null,
          suggestionKey: null,
          dueDate,
          createdBy: creator,
          createdAt,
          completedAt,
          completedBy: completedAt ? completer : null,
          updatedAt: completedAt ?? createdAt,
        })
        .execute();
      await recordAudit(trx, {
        familyId,
        actorId: creator,
        entity: 'shared_goal',
        entityId: id,
        action: 'created',
        summary: `Set the shared goal '${goal.title}', due ${dueDate}, from a Family Insights suggestion`,
        after: { title: goal.title, dueDate },
        at: createdAt,
      });
      if (completedAt)
        await recordAudit(trx, {
          familyId,
          actorId: completer,
          entity: 'shared_goal',
          entityId: id,
          action: 'completed',
          summary: `Marked the shared goal '${goal.title}' done`,
          before: { done: false },
          after: { done: true },
          at: completedAt,
        });
    }
  });
}
