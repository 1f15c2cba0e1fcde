import ICAL from 'ical.js';
import { expect } from 'vitest';

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  rrule: string | null;
  /** True for date-valued (all-day) events; start and end are then 'YYYY-MM-DD' (end exclusive). */
  allDay: boolean;
  start: string;
  end: string;
  /** Occurrence starts (ISO, UTC) from ical.js's own recurrence iterator, up to `before`. */
  starts(before: string): string[];
}

/** Parses iCalendar text with ical.js (a real parser), after checking the line rules of RFC 5545. */
export function parseCalendar(text: string): { name: string | null; events: ParsedEvent[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.slice(0, -2).split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    expect(component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const event = new ICAL.Event(component);
    const rrule = component.getFirstProperty('rrule');
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location || null,
      rrule: rrule ? rrule.toICALString().replace(/^RRULE:/, '') : null,
      allDay: event.startDate.isDate,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      starts(before) {
        const limit = Date.parse(before);
        const iterator = event.iterator();
        const found: string[] = [];
        for (let next = iterator.next(); next && next.toJSDate().getTime() < limit; next = iterator.next())
          found.push(next.toJSDate().toISOString());
        return found;
      },
    };
  });
  return { name: typeof name === 'string' ? name : null, events };
}
