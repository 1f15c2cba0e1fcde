import { describe, expect, it } from 'vitest';
import { eventTimeLabel, messageAgeLabel } from './time-labels.js';

const now = new Date(2026, 10, 22, 9, 0);

describe('eventTimeLabel', () => {
  it('shows only the time for today', () => {
    expect(eventTimeLabel(new Date(2026, 10, 22, 15, 30), now, 'en-US')).toBe('3:30 PM');
  });
  it('shows Tomorrow and the time for the next day', () => {
    expect(eventTimeLabel(new Date(2026, 10, 23, 8, 5), now, 'en-US')).toBe('Tomorrow 8:05 AM');
  });
  it('shows the date and the time otherwise', () => {
    expect(eventTimeLabel(new Date(2026, 11, 2, 17, 0), now, 'en-US')).toBe('Dec 2 5:00 PM');
  });
  it('handles the turn of a month', () => {
    const lastDay = new Date(2026, 10, 30, 20, 0);
    expect(eventTimeLabel(new Date(2026, 11, 1, 7, 0), lastDay, 'en-US')).toBe('Tomorrow 7:00 AM');
  });
});

describe('messageAgeLabel', () => {
  it('says Just now under a minute', () => {
    expect(messageAgeLabel(new Date(now.getTime() - 59_000), now)).toBe('Just now');
  });
  it('counts minutes under an hour', () => {
    expect(messageAgeLabel(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 min ago');
    expect(messageAgeLabel(new Date(now.getTime() - 59 * 60_000), now)).toBe('59 min ago');
  });
  it('counts hours under a day, singular and plural', () => {
    expect(messageAgeLabel(new Date(now.getTime() - 60 * 60_000), now)).toBe('1 hour ago');
    expect(messageAgeLabel(new Date(now.getTime() - 23 * 3600_000), now)).toBe('23 hours ago');
  });
  it('shows the date from a day on', () => {
    const then = new Date(now.getTime() - 24 * 3600_000);
    expect(messageAgeLabel(then, now, 'en-US')).toBe(then.toLocaleDateString('en-US'));
  });
});
