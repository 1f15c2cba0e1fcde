import type { Selectable } from 'kysely';
import type { SeriesTiming } from '../../../common/recurrence/expand-recurrence.js';
import { parseStoredRecurrence } from '../../../common/recurrence/stored-recurrence.js';
import type { EventsTable } from '../../db/schema.js';

/** What the recurrence functions need of a stored event. */
export const timingOf = (row: Pick<Selectable<EventsTable>, 'startTime' | 'endTime' | 'timeZone' | 'recurrence'>): SeriesTiming => ({
  startTime: row.startTime,
  endTime: row.endTime,
  timeZone: row.timeZone,
  recurrence: parseStoredRecurrence(row.recurrence),
});
