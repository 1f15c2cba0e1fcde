import type { EventType } from '../../common/constants.js';

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

/** A month of family life around `now`: weekly exchanges, school, appointments and activities. */
export function demoEventPlan(now: Date): DemoEventPlan[] {
  const plan: DemoEventPlan[] = [];
  for (let week = -1; week < 5; week++) {
    const friday = at(now, week * 7 + ((5 - now.getDay() + 7) % 7), 17);
    plan.push({
      title: 'Custody exchange',
      type: 'custody',
      start: friday,
      end: hours(friday, 0.5),
      parent: week % 2 === 0 ? 0 : 1,
      location: 'Maple Grove Elementary',
    });
    const tuesday = at(friday, -3, 16);
    plan.push({
      title: 'Soccer practice',
      type: 'activity',
      start: tuesday,
      end: hours(tuesday, 1.5),
      child: 0,
      parent: 0,
      location: 'Riverside Park',
    });
    const thursday = at(friday, -1, 15, 30);
    plan.push({ title: 'Piano lesson', type: 'activity', start: thursday, end: hours(thursday, 1), child: 1, parent: 1 });
  }
  const add = (
    title: string,
    type: EventType,
    day: number,
    hour: number,
    child: 0 | 1 | undefined,
    parent: 0 | 1 | 'both',
    location?: string,
  ) => {
    const start = at(now, day, hour);
    plan.push({
      title,
      type,
      start,
      end: hours(start, 1),
      ...(child === undefined ? {} : { child }),
      parent,
      ...(location ? { location } : {}),
    });
  };
  add('Dentist check-up', 'appointment', 1, 10, 1, 0, 'Bright Smiles Dental');
  add('Parent-teacher conference', 'school', 3, 18, 0, 'both', 'Maple Grove Elementary');
  add('School play rehearsal', 'school', 6, 15, 0, 1);
  add('Pediatrician visit', 'appointment', 9, 9, 1, 1, 'Oak Street Pediatrics');
  add('Science fair', 'school', 12, 13, 0, 'both', 'Maple Grove Elementary');
  add("Emma's birthday party", 'activity', 16, 14, 0, 'both');
  return plan;
}
