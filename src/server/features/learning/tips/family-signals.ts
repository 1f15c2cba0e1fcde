import { listEvents } from '../../../calendar-events/list-events.js';
import type { Db } from '../../../db/database.js';
import type { TipSignal } from './tip-catalogue.js';

const DAY = 86_400_000;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * What the family's recent records say, as facts: each signal found with the sentence that states it. Looks at the
 * calendar of the next 14 days, the shared timeline of the last 30 days (private entries are left out) and the play history.
 */
export async function familySignals(opts: { db: Db; familyId: string; now?: Date }): Promise<Map<TipSignal, string>> {
  const { db, familyId } = opts;
  const now = opts.now ?? new Date();
  const signals = new Map<TipSignal, string>();
  const events = await listEvents({ db, familyId, from: now.toISOString(), to: new Date(now.getTime() + 14 * DAY).toISOString(), now });
  const countOf = (type: string) => events.filter((e) => e.eventType === type).length;
  const since = new Date(now.getTime() - 30 * DAY).toISOString().slice(0, 10);
  const entries = await db.kysely
    .selectFrom('timelineEntries')
    .select('timelineType')
    .where('familyId', '=', familyId)
    .where('archivedAt', 'is', null)
    .where('isPrivate', '=', 0)
    .where('eventDate', '>=', since)
    .execute();
  const entriesOf = (...types: string[]) => entries.filter((e) => types.includes(e.timelineType)).length;

  const schedule = await db.kysely
    .selectFrom('custodyScheduleChanges')
    .select('kind')
    .where('familyId', '=', familyId)
    .where('status', '=', 'applied')
    .orderBy('proposedAt', 'desc')
    .executeTakeFirst();
  if (countOf('custody') > 0)
    signals.set('handover', `${plural(countOf('custody'), 'custody event')} on the calendar in the next two weeks`);
  else if (schedule?.kind === 'set') signals.set('handover', 'your custody schedule has regular handovers');
  if (countOf('school') > 0) signals.set('school', `${plural(countOf('school'), 'school event')} on the calendar in the next two weeks`);
  else if (entriesOf('school') > 0)
    signals.set('school', `${plural(entriesOf('school'), 'school entry', 'school entries')} on the timeline this month`);
  if (countOf('appointment') > 0)
    signals.set('medical', `${plural(countOf('appointment'), 'appointment')} on the calendar in the next two weeks`);
  else if (entriesOf('medical') > 0)
    signals.set('medical', `${plural(entriesOf('medical'), 'medical entry', 'medical entries')} on the timeline this month`);
  if (entriesOf('milestone', 'achievement') > 0)
    signals.set(
      'milestone',
      `${plural(entriesOf('milestone', 'achievement'), 'milestone or achievement', 'milestones and achievements')} on the timeline this month`,
    );

  const played = await db.kysely
    .selectFrom('playSessions')
    .select('id')
    .where('familyId', '=', familyId)
    .where('playedAt', '>=', new Date(now.getTime() - 14 * DAY).toISOString())
    .limit(1)
    .executeTakeFirst();
  if (!played) signals.set('little-play', 'no game in the Play History in the last two weeks');
  return signals;
}
