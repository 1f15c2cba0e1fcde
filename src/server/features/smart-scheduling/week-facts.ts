import type { EventType } from '../../../common/constants.js';

/** One event (or occurrence of a repeating one) of the analysed week, with its instants as milliseconds. */
export interface ScheduleItem {
  id: string;
  seriesId: string;
  title: string;
  start: number;
  end: number;
  eventType: EventType;
  childId: string | null;
  childName: string | null;
  /** A parent's user id, 'both', or null when nobody is assigned. */
  assignedParent: string | null;
  location: string | null;
  allDay: boolean;
  isRecurring: boolean;
  createdBy: string;
  timeZone: string;
}

export interface Handover {
  at: number;
  date: string;
  fromParentId: string;
  toParentId: string;
  fromName: string;
  toName: string;
  place: string | null;
}

/** A past handover the parents checked in: how it went (missed if either says so, else late if either does). */
export interface PastHandover {
  at: number;
  outcome: 'on_time' | 'late' | 'missed';
  /** The most either parent said it was late by, for a late one. */
  minutesLate: number | null;
}

export interface Parent {
  id: string;
  name: string;
}

/** Everything the pure detectors read: the week's events, custody nights and handovers, the family's buffer. */
export interface WeekFacts {
  events: ScheduleItem[];
  handovers: Handover[];
  /** The checked-in handovers of the 8 weeks before now: what the handovers of this week may be like. */
  pastHandovers: PastHandover[];
  /** Whose night each date is ('YYYY-MM-DD' in the schedule's zone); empty without a custody schedule. */
  nights: Map<string, string>;
  /** The schedule's exchange time ('HH:MM'): a night runs from it on its date to it on the next; null without a schedule. */
  exchangeTime: string | null;
  /** The custody schedule's zone (or the viewer's): days and working hours are read there. */
  timeZone: string;
  parents: Parent[];
  bufferMinutes: number;
  viewerId: string;
  now: number;
}

export const ASSIGNED_BOTH = 'both';
export const MINUTE = 60_000;

/** The parents an event needs: the assigned one, both, or nobody. */
export function parentsOf(event: ScheduleItem, parents: Parent[]): string[] {
  if (!event.assignedParent) return [];
  if (event.assignedParent === ASSIGNED_BOTH) return parents.map((p) => p.id);
  return [event.assignedParent];
}

/** Events that take a slot of time: not all-day, not the custody blocks themselves. */
export const timed = (events: ScheduleItem[]): ScheduleItem[] => events.filter((e) => !e.allDay && e.eventType !== 'custody');

export const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start < b.end && b.start < a.end;

export const parentName = (facts: Pick<WeekFacts, 'parents'>, id: string): string =>
  facts.parents.find((p) => p.id === id)?.name ?? 'the other parent';
