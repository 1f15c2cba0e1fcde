import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { occurrencesBetween, type SeriesTiming } from '../../../common/recurrence/expand-recurrence.js';
import type { Recurrence } from '../../../common/schemas/events.js';
import { localDateOf } from '../../../common/time-zones.js';
import type { Database, EventsTable } from '../../db/schema.js';

const DAY = 86_400_000;
const PERIOD_DAYS = { daily: 1, weekly: 7, monthly: 31 } as const;
const iso = (ms: number) => new Date(ms).toISOString();

/** Whether the series has an occurrence starting at `at` (it may have changed since the analysis). */
export function hasOccurrence(stored: Selectable<EventsTable>, at: number): boolean {
  return neighbours(stored, at) !== null;
}

function timingOf(stored: Selectable<EventsTable>): SeriesTiming & { recurrence: Recurrence } {
  return {
    startTime: iso(Date.parse(stored.startTime)),
    endTime: iso(Date.parse(stored.endTime)),
    timeZone: stored.timeZone,
    recurrence: JSON.parse(stored.recurrence ?? 'null') as Recurrence,
  };
}

/** The occurrences just before and after the one at `at`; null when the series has none at `at`. */
function neighbours(stored: Selectable<EventsTable>, at: number): { prev: number | null; next: number | null } | null {
  if (!stored.recurrence) return null;
  const series = timingOf(stored);
  const period = series.recurrence.interval * PERIOD_DAYS[series.recurrence.frequency] * DAY;
  const starts = occurrencesBetween(series, at - 2 * period, at + 2 * period).map((o) => Date.parse(o.startTime));
  if (!starts.includes(at)) return null;
  return { prev: starts.filter((s) => s < at).at(-1) ?? null, next: starts.find((s) => s > at) ?? null };
}

/**
 * Moves one occurrence of a repeating event, the others staying where they are. The calendar has no exceptions to a
 * series, so it is cut as the Edit Event dialog cuts one (decision 0004): the series ends after the occurrence before,
 * a new series with the same rule, author and details continues from the occurrence after, and the moved occurrence
 * becomes a single event. Returns the single event's id, or null when the series has no occurrence at `from`.
 */
export async function moveOccurrence(
  trx: Kysely<Database>,
  opts: { stored: Selectable<EventsTable>; from: number; to: number; now: string },
): Promise<string | null> {
  const { stored, from, to, now } = opts;
  const around = neighbours(stored, from);
  if (!around) return null;
  const series = timingOf(stored);
  const rule = series.recurrence;
  const duration = Date.parse(series.endTime) - Date.parse(series.startTime);
  const { count, until: _until, ...bare } = rule;
  const before =
    count === undefined
      ? 0
      : occurrencesBetween(series, Date.parse(series.startTime), from).filter((o) => Date.parse(o.startTime) < from).length;
  const tail: Recurrence = count === undefined ? rule : { ...bare, count: count - before - 1 };
  const copy = (start: number, recurrence: Recurrence | null) => ({
    ...stored,
    id: randomUUID(),
    startTime: iso(start),
    endTime: iso(start + duration),
    recurrence: recurrence ? JSON.stringify(recurrence) : null,
    createdAt: now,
  });
  const update = (values: { startTime?: string; endTime?: string; recurrence: string | null }) =>
    trx.updateTable('events').set(values).where('id', '=', stored.id).where('familyId', '=', stored.familyId).execute();

  if (around.prev === null && around.next === null) {
    // The series' only occurrence: the event itself moves.
    await update({ startTime: iso(to), endTime: iso(to + duration), recurrence: null });
    return stored.id;
  }
  if (around.prev === null) {
    // The first occurrence moves: the series starts at the next one.
    await update({
      startTime: iso(around.next as number),
      endTime: iso((around.next as number) + duration),
      recurrence: JSON.stringify(tail),
    });
  } else {
    const head: Recurrence =
      count === undefined ? { ...bare, until: localDateOf(around.prev, series.timeZone) } : { ...bare, count: before };
    await update({ recurrence: JSON.stringify(head) });
    if (around.next !== null) await trx.insertInto('events').values(copy(around.next, tail)).execute();
  }
  const single = copy(to, null);
  await trx.insertInto('events').values(single).execute();
  return single.id;
}
