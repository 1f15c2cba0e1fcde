import type { EventType } from '@common/constants';
import { dateTimeLocalToIso, nextHourSlot, toDateTimeLocalValue } from '../../lib/datetime-local';
import {
  WEEKDAY_CODES,
  type CalendarOccurrence,
  type RecurrenceFrequency,
  type RecurrenceRule,
  type WeekdayCode,
} from './event-occurrence';
import { EVENT_COPY } from './event-copy';

export const NONE = 'none';
/**
 * A new event's type until the parent picks one: 'activity', the broadest of the spec's types. Never
 * 'custody': a custody event says who has the children, so it is only ever chosen (Schedule Pickup presets it).
 */
export const DEFAULT_NEW_EVENT_TYPE: EventType = 'activity';
export const BOTH = 'both';

export type RepeatChoice = 'none' | RecurrenceFrequency;
export type EndChoice = 'never' | 'until' | 'count';

export interface EventFormState {
  title: string;
  allDay: boolean;
  /** datetime-local values, or date values ('YYYY-MM-DD') when all-day. */
  start: string;
  end: string;
  eventType: EventType;
  childId: string;
  assignedParent: string;
  location: string;
  description: string;
  repeat: RepeatChoice;
  interval: number;
  byWeekday: WeekdayCode[];
  ends: EndChoice;
  until: string;
  count: number;
}

export interface EventFormPreset {
  title?: string;
  eventType?: EventType;
  childId?: string;
  /** A day to start on (the calendar's selected day), 'YYYY-MM-DD'. */
  date?: string;
}

const dayPart = (value: string) => value.slice(0, 10);

/** An all-day end is the next midnight; the form shows the last day instead. */
function lastDayOf(endIso: string): string {
  const end = new Date(Date.parse(endIso) - 1);
  return dayPart(toDateTimeLocalValue(end));
}

export function initialFormState(preset: EventFormPreset, event?: CalendarOccurrence): EventFormState {
  if (event) {
    const rule = event.recurrence ?? null;
    return {
      title: event.title,
      allDay: event.allDay,
      start: event.allDay ? dayPart(toDateTimeLocalValue(new Date(event.startTime))) : toDateTimeLocalValue(new Date(event.startTime)),
      end: event.allDay ? lastDayOf(event.endTime) : toDateTimeLocalValue(new Date(event.endTime)),
      eventType: event.eventType,
      childId: event.childId ?? NONE,
      assignedParent: event.assignedParent ?? NONE,
      location: event.location ?? '',
      description: event.description ?? '',
      repeat: rule?.frequency ?? 'none',
      interval: rule?.interval ?? 1,
      byWeekday: rule?.byWeekday ?? [],
      ends: rule?.until ? 'until' : rule?.count ? 'count' : 'never',
      until: rule?.until ?? '',
      count: rule?.count ?? 10,
    };
  }
  const slot = nextHourSlot();
  const start = preset.date ? `${preset.date}T09:00` : slot.start;
  const end = preset.date ? `${preset.date}T10:00` : slot.end;
  return {
    title: preset.title ?? '',
    allDay: false,
    start,
    end,
    eventType: preset.eventType ?? DEFAULT_NEW_EVENT_TYPE,
    childId: preset.childId ?? NONE,
    assignedParent: NONE,
    location: '',
    description: '',
    repeat: 'none',
    interval: 1,
    byWeekday: [],
    ends: 'never',
    until: '',
    count: 10,
  };
}

/** The weekday of a start value ('YYYY-MM-DD...'), as a recurrence day code. */
export function weekdayOfStart(start: string): WeekdayCode {
  const [y, m, d] = start.slice(0, 10).split('-').map(Number) as [number, number, number];
  return WEEKDAY_CODES[new Date(y, m - 1, d).getDay()] ?? 'MO';
}

function recurrenceOf(state: EventFormState): RecurrenceRule | null {
  if (state.repeat === 'none') return null;
  const rule: RecurrenceRule = { frequency: state.repeat, interval: Math.max(1, Math.floor(state.interval) || 1) };
  if (state.repeat === 'weekly') rule.byWeekday = state.byWeekday.length ? state.byWeekday : [weekdayOfStart(state.start)];
  if (state.ends === 'until' && state.until) rule.until = state.until;
  if (state.ends === 'count') rule.count = Math.max(1, Math.floor(state.count) || 1);
  return rule;
}

export interface EventRequestBody {
  title: string;
  startTime: string;
  endTime: string;
  eventType: EventType;
  childId: string | null;
  assignedParent: string | null;
  description: string | null;
  location: string | null;
  allDay: boolean;
  recurrence: RecurrenceRule | null;
  timeZone: string;
}

/** The POST/PATCH body, or a message saying what is missing. */
export function buildEventBody(state: EventFormState): EventRequestBody | string {
  const title = state.title.trim();
  const startTime = state.allDay ? dateTimeLocalToIso(`${state.start}T00:00`) : dateTimeLocalToIso(state.start);
  let endTime = state.allDay ? dateTimeLocalToIso(`${state.end || state.start}T00:00`) : dateTimeLocalToIso(state.end);
  if (!title || !startTime || !endTime) return EVENT_COPY.missingFields;
  if (state.allDay) endTime = new Date(new Date(endTime).setDate(new Date(endTime).getDate() + 1)).toISOString();
  if (state.repeat !== 'none' && state.ends === 'until' && !state.until) return EVENT_COPY.missingUntil;
  return {
    title,
    startTime,
    endTime,
    eventType: state.eventType,
    childId: state.childId === NONE ? null : state.childId,
    assignedParent: state.assignedParent === NONE ? null : state.assignedParent,
    description: state.description.trim() || null,
    location: state.location.trim() || null,
    allDay: state.allDay,
    recurrence: recurrenceOf(state),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
