import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { addDays, weekdayOf } from '../../common/custody/calendar-dates.js';
import { todayIn } from '../../common/custody/zoned-time.js';
import type { Database, WellnessEntriesTable } from '../db/schema.js';

export const DEMO_WELLNESS_DAYS = 90;

type DemoCheckIn = Omit<WellnessEntriesTable, 'id' | 'userId' | 'createdAt' | 'triggers' | 'copingStrategies'> & {
  triggers: string[];
  copingStrategies: string[];
};

const clamp = (n: number) => Math.min(10, Math.max(1, Math.round(n)));

/** A small deterministic sequence in -1..1, so the demo looks lived-in yet is the same on every start. */
function wobble(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state % 3) - 1;
  };
}

/**
 * Sarah: exercise and an evening walk go with better days; Friday handoffs are the recurring strain;
 * the latest week is lighter than the one before. David: sleep makes the difference; work
 * deadlines early in the week weigh on them. Some days have no check-in, as in real life.
 */
export function demoWellnessPlan(today: string, parent: 0 | 1): DemoCheckIn[] {
  const noise = wobble(parent === 0 ? 17 : 29);
  const plan: DemoCheckIn[] = [];
  for (let ago = DEMO_WELLNESS_DAYS - 1; ago >= 0; ago--) {
    const entryDate = addDays(today, -ago);
    const weekday = weekdayOf(entryDate);
    const jitter = noise();
    if ((ago * 7 + parent) % 5 === 3) continue;
    const recentLift = ago < 7 ? (parent === 0 ? 2 : 1) : 0;
    if (parent === 0) {
      const active = ago % 3 !== 0;
      const handoff = weekday === 5;
      plan.push({
        entryDate,
        moodScore: clamp(4 + (active ? 2 : 0) - (handoff ? 1 : 0) + recentLift + jitter),
        stressLevel: clamp(5 - (active ? 1 : 0) + (handoff ? 3 : 0) - recentLift + jitter),
        communicationRating: clamp(6 - (handoff ? 2 : 0) + recentLift),
        sleepHours: 7 + (jitter === 1 ? 1 : 0),
        exerciseMinutes: active ? (ago % 2 === 0 ? 45 : 30) : 0,
        notes: handoff ? 'Handoff at school pickup. Kept it short and friendly.' : active ? null : 'Long day, no time for a walk.',
        triggers: handoff ? ['Custody handoff'] : ago % 11 === 0 ? ['Schedule change'] : [],
        copingStrategies: active ? ['Evening walk'] : ago % 4 === 0 ? ['Music'] : [],
      });
    } else {
      const rested = ago % 4 !== 1;
      const deadline = weekday === 1 || weekday === 2;
      plan.push({
        entryDate,
        moodScore: clamp(4 + (rested ? 2 : 0) - (deadline ? 1 : 0) + recentLift + jitter),
        stressLevel: clamp(4 + (deadline ? 3 : 0) - (rested ? 1 : 0) + jitter),
        communicationRating: clamp(6 + recentLift + jitter),
        sleepHours: rested ? 8 : 6,
        exerciseMinutes: weekday === 6 ? 60 : weekday === 3 ? 15 : 0,
        notes: deadline ? 'Busy week at work.' : null,
        triggers: deadline ? ['Work deadline'] : weekday === 0 ? ['Sunday evening handover'] : [],
        copingStrategies: rested ? ['Reading before bed'] : ['Call a friend'],
      });
    }
  }
  return plan;
}

/** A few months of private check-ins for each demo parent; each sees only their own. */
export async function seedDemoWellness(trx: Transaction<Database>, opts: { parents: readonly [string, string]; now: Date }): Promise<void> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const today = todayIn(timeZone, opts.now);
  for (const [index, userId] of opts.parents.entries()) {
    const rows = demoWellnessPlan(today, index === 0 ? 0 : 1).map((entry) => ({
      ...entry,
      id: randomUUID(),
      userId,
      triggers: JSON.stringify(entry.triggers),
      copingStrategies: JSON.stringify(entry.copingStrategies),
      createdAt: entry.entryDate === today ? opts.now.toISOString() : `${entry.entryDate}T20:30:00.000Z`,
    }));
    await trx.insertInto('wellnessEntries').values(rows).execute();
  }
}
