import type { ScheduleAnalytics } from '../../../common/schemas/smart-scheduling.js';
import type { Db } from '../../db/database.js';
import { consecutivePairs } from './consecutive-pairs.js';
import { loadCheckIns } from './load-check-ins.js';
import type { LoadedWeek } from './load-week.js';

export const RESOLVED_ACTION = 'conflict_resolved';
export const SWAP_PROPOSED_ACTION = 'conflict_swap_proposed';

/**
 * Share of the week's past handovers confirmed on time (every check-in of it says on time), null until one is
 * checked in; average minutes between consecutive events of a parent or child on the same day; conflicts resolved.
 */
export async function scheduleAnalytics(opts: { db: Db; familyId: string; week: LoadedWeek }): Promise<ScheduleAnalytics> {
  const { db, familyId, week } = opts;
  const { start, end } = week.window;
  const inWeek = (ms: number) => ms >= start && ms < end;
  const past = week.facts.handovers.filter((h) => inWeek(h.at) && h.at <= week.facts.now);
  const checkIns = await loadCheckIns(db.kysely, familyId, start, end);
  const byExchange = new Map<number, string[]>();
  for (const c of checkIns) byExchange.set(Date.parse(c.exchangeAt), [...(byExchange.get(Date.parse(c.exchangeAt)) ?? []), c.status]);
  const confirmedOnTime = past.filter((h) => {
    const statuses = byExchange.get(h.at) ?? [];
    return statuses.length > 0 && statuses.every((s) => s === 'on_time');
  }).length;
  const anyCheckedIn = past.some((h) => byExchange.has(h.at));

  const gaps = consecutivePairs(week.facts, 'parent_or_child')
    .filter((p) => inWeek(p.after.start))
    .map((p) => p.gapMinutes);

  return {
    adherence: past.length > 0 && anyCheckedIn ? Math.round((100 * confirmedOnTime) / past.length) : null,
    exchanges: past.length,
    confirmedOnTime,
    averageBuffer: gaps.length > 0 ? Math.round(gaps.reduce((a, b) => a + b, 0) / gaps.length) : null,
    bufferPairs: gaps.length,
    conflictsResolved: await conflictsResolved(db, familyId, week.period.from, end),
  };
}

const LOOK_BACK_MS = 400 * 86_400_000;

/**
 * The week's conflicts resolved: resolutions applied to them, and swaps asked for them that the other parent accepted.
 * A resolution is counted in the week of the conflict (kept in its audit entry), whenever it was made before.
 */
async function conflictsResolved(db: Db, familyId: string, week: string, end: number): Promise<number> {
  const entries = await db.kysely
    .selectFrom('auditLog')
    .select(['action', 'entityId', 'afterJson'])
    .where('familyId', '=', familyId)
    .where('action', 'in', [RESOLVED_ACTION, SWAP_PROPOSED_ACTION])
    .where('at', '>=', new Date(Math.min(Date.now(), end) - LOOK_BACK_MS).toISOString())
    .execute();
  const ofWeek = entries.filter((e) => e.afterJson !== null && (JSON.parse(e.afterJson) as { week?: string }).week === week);
  const swapIds = ofWeek.filter((e) => e.action === SWAP_PROPOSED_ACTION && e.entityId).map((e) => e.entityId as string);
  const accepted =
    swapIds.length === 0
      ? 0
      : (
          await db.kysely
            .selectFrom('swapRequests')
            .select('id')
            .where('familyId', '=', familyId)
            .where('id', 'in', swapIds)
            .where('status', '=', 'accepted')
            .execute()
        ).length;
  return ofWeek.filter((e) => e.action === RESOLVED_ACTION).length + accepted;
}
