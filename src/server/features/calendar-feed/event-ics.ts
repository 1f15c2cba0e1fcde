import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { loadOneEvent } from './feed-events.js';
import { calendarDocument } from './ics/calendar-document.js';

/** A file name from the title: letters, digits, spaces, dots, dashes and underscores only. */
export function safeFileName(title: string): string {
  const cleaned = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ._-]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
    .slice(0, 80);
  return cleaned || 'event';
}

/** One stored event (with its RRULE when it repeats) as an .ics file. */
export async function eventIcs(opts: { db: Db; familyId: string; id: string }): Promise<{ fileName: string; body: string }> {
  const event = notFoundUnless(await loadOneEvent(opts));
  return { fileName: `${safeFileName(event.title)}.ics`, body: await calendarDocument({ name: event.title, events: [event] }) };
}
