import type { EventType } from '../../common/constants.js';
import { demoParentAt } from './demo-calendar.js';

export interface DemoEventPlan {
  title: string;
  type: EventType;
  start: Date;
  end: Date;
  child?: 0 | 1;
  parent: 0 | 1 | 'both';
  location?: string;
}

function at(base: Date, dayOffset: number, hour: number, minute = 0): Date {
  const d = new Date(base);
  d.setDate(d.getDate() + dayOffset);
  d.setHours(hour, minute, 0, 0);
  return d;
}

const hours = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000);

/** The plan's one-off events, by title, so the demo's messages can speak of them. */
export const DEMO_EVENTS = {
  dentist: 'Dentist check-up',
  conference: 'Parent-teacher conference',
  concert: 'School concert',
  rehearsal: 'School play rehearsal',
} as const;

/**
 * A month of family life around `now`: weekly activities, school, appointments and a concert. Custody
 * handovers are not events: the custody schedule draws them. The parent of an event is the one who has
 * the children then (under the demo's 2-2-3 schedule), or both.
 */
export function demoEventPlan(now: Date): DemoEventPlan[] {
  const plan: DemoEventPlan[] = [];
  const monday = at(now, -((now.getDay() + 6) % 7), 0);
  const add = (title: string, type: EventType, start: Date, length: number, child: 0 | 1 | undefined, both: boolean, location?: string) =>
    plan.push({
      title,
      type,
      start,
      end: hours(start, length),
      ...(child === undefined ? {} : { child }),
      parent: both ? 'both' : demoParentAt(now, start),
      ...(location ? { location } : {}),
    });
  // School days and clinic hours: each one-off on a weekday of its own, at least `offset` days from today.
  let lastDay = 0;
  const weekdayAt = (offset: number, hour: number) => {
    let day = Math.max(offset, lastDay + 1);
    while (at(now, day, hour).getDay() % 6 === 0) day += 1;
    lastDay = day;
    return at(now, day, hour);
  };
  for (let week = -1; week < 5; week++) {
    add('Soccer practice', 'activity', at(monday, week * 7 + 1, 16), 1.5, 0, false, 'Riverside Park');
    add('Piano lesson', 'activity', at(monday, week * 7 + 3, 15, 30), 1, 1, false);
  }
  add(DEMO_EVENTS.dentist, 'appointment', weekdayAt(1, 10), 1, 1, false, 'Bright Smiles Dental');
  add(DEMO_EVENTS.conference, 'school', weekdayAt(3, 18), 1, 0, true, 'Maple Grove Elementary');
  add(DEMO_EVENTS.concert, 'school', weekdayAt(5, 18), 1.5, 1, true, 'Maple Grove Elementary');
  add(DEMO_EVENTS.rehearsal, 'school', weekdayAt(6, 15), 1.5, 0, false, 'Maple Grove Elementary');
  add('Pediatrician visit', 'appointment', weekdayAt(9, 9), 1, 1, false, 'Oak Street Pediatrics');
  add('Science fair', 'school', weekdayAt(12, 13), 2, 0, true, 'Maple Grove Elementary');
  add("Sleepover at Grandma Rose's", 'activity', at(now, 16, 14), 2, undefined, false);
  return plan;
}

/** The start of a one-off event of the plan. */
export function demoEventStart(now: Date, title: string): Date {
  const event = demoEventPlan(now).find((e) => e.title === title);
  if (!event) throw new Error(`no demo event '${title}'`);
  return event.start;
}
