import { describe, expect, it } from 'vitest';
import { createFormat } from './format/format.js';
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
  it("reads in the reader's format and time zone", () => {
    const evening = '2026-11-23T01:30:00.000Z';
    const newYork = createFormat('en-US', 'America/New_York');
    expect(eventTimeLabel(evening, new Date('2026-11-22T14:00:00.000Z'), newYork)).toBe('8:30 PM');
    expect(eventTimeLabel(evening, new Date('2026-11-21T14:00:00.000Z'), newYork)).toBe('Tomorrow 8:30 PM');
    expect(eventTimeLabel(evening, new Date('2026-11-01T14:00:00.000Z'), createFormat('en-GB', 'Europe/London'))).toBe('23 Nov 01:30');
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
  it('shows the date from a day on, as every other date reads', () => {
    const then = new Date(now.getTime() - 24 * 3600_000);
    expect(messageAgeLabel(then, now, 'en-US')).toBe('Nov 21, 2026');
    expect(messageAgeLabel(then, now, createFormat('en-GB', 'Europe/London'))).toBe('21 Nov 2026');
  });
});
