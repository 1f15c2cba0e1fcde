import { localDateOf, wallTimeOf } from '../../../common/time-zones.js';

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '14:30' on the wall clock of the zone. */
export function clockOf(ms: number, timeZone: string): string {
  return new Date(wallTimeOf(ms, timeZone)).toISOString().slice(11, 16);
}

/** 'Tue 4 Mar 14:30' on the wall clock of the zone: how conflicts and suggestions name a moment. */
export function whenOf(ms: number, timeZone: string): string {
  const wall = new Date(wallTimeOf(ms, timeZone));
  return `${DAY_NAMES[wall.getUTCDay()]} ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${clockOf(ms, timeZone)}`;
}

/** 'Tue 4 Mar' of a 'YYYY-MM-DD'. */
export function dayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${DAY_NAMES[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** Minutes since local midnight. */
export function minuteOfDay(ms: number, timeZone: string): number {
  const wall = new Date(wallTimeOf(ms, timeZone));
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

export { localDateOf };
