import { describe, expect, it } from 'vitest';
import { buildEventBody, DEFAULT_NEW_EVENT_TYPE, initialFormState, weekdayOfStart } from './event-form-state';

describe('event form state', () => {
  it('builds a weekly rule on the start weekday when no day is chosen', () => {
    const state = {
      ...initialFormState({ date: '2026-11-23' }),
      title: ' Swim ',
      repeat: 'weekly' as const,
      ends: 'count' as const,
      count: 4,
    };
    const body = buildEventBody(state);
    if (typeof body === 'string') throw new Error(body);
    expect(body.title).toBe('Swim');
    expect(body.recurrence).toEqual({ frequency: 'weekly', interval: 1, byWeekday: ['MO'], count: 4 });
    expect(Date.parse(body.endTime) - Date.parse(body.startTime)).toBe(3_600_000);
    expect(body.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('ends an all-day event at the next midnight and needs an until date when chosen', () => {
    const base = { ...initialFormState({}), title: 'Trip', allDay: true, start: '2026-11-23', end: '2026-11-24' };
    const body = buildEventBody(base);
    if (typeof body === 'string') throw new Error(body);
    expect(new Date(body.endTime).getDate()).toBe(25);
    expect(body.recurrence).toBeNull();
    expect(buildEventBody({ ...base, repeat: 'daily', ends: 'until', until: '' })).toMatch(/repeats until/);
    expect(buildEventBody({ ...base, title: '  ' })).toMatch(/title/);
  });

  it('starts a new event as an activity, never as custody unless a preset asks for it', () => {
    expect(initialFormState({}).eventType).toBe(DEFAULT_NEW_EVENT_TYPE);
    expect(DEFAULT_NEW_EVENT_TYPE).toBe('activity');
    expect(initialFormState({ date: '2026-11-23', childId: 'c1' }).eventType).toBe('activity');
    expect(initialFormState({ eventType: 'custody', title: 'Pickup' }).eventType).toBe('custody');
  });

  it('reads the weekday of a start value', () => {
    expect(weekdayOfStart('2026-11-22T10:00')).toBe('SU');
    expect(weekdayOfStart('2026-11-28')).toBe('SA');
  });
});
