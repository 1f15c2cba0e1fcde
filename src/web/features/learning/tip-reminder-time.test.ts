import { describe, expect, it } from 'vitest';
import { nextEvening, readReminderChoice } from './tip-reminder-time';

describe('tip reminder time', () => {
  const now = new Date(2026, 10, 28, 9, 30);

  it('defaults to the next evening at 18:00, local time', () => {
    expect(nextEvening(now)).toEqual({ day: '2026-11-29', time: '18:00' });
    expect(nextEvening(new Date(2026, 11, 31, 23, 0))).toEqual({ day: '2027-01-01', time: '18:00' });
  });

  it('reads a day and time on the local clock', () => {
    expect(readReminderChoice({ day: '2026-11-28', time: '19:15' }, now)).toEqual({
      remindAt: new Date(2026, 10, 28, 19, 15).toISOString(),
    });
  });

  it('refuses a missing value, a time in the past and one beyond 90 days, saying why', () => {
    expect(readReminderChoice({ day: '', time: '18:00' }, now)).toEqual({ error: 'Choose a day and a time' });
    expect(readReminderChoice({ day: '2026-11-28', time: '' }, now)).toEqual({ error: 'Choose a day and a time' });
    expect(readReminderChoice({ day: '2026-11-28', time: '08:00' }, now)).toEqual({ error: 'Reminder time must be in the future' });
    expect(readReminderChoice({ day: '2027-03-01', time: '18:00' }, now)).toEqual({ error: 'Reminder time must be within 90 days' });
  });
});
