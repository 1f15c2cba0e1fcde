import { describe, expect, it } from 'vitest';
import { EVENT_COPY } from '@/components/events/event-copy';
import { CALENDAR_COPY } from './calendar/calendar-copy';
import { describeRecurrence } from './calendar/describe-recurrence';
import { LEGAL_COPY } from './legal/legal-copy';
import { MEDIA_COPY } from './media/media-copy';
import { SMART_COMMUNICATION_COPY } from './smart-communication/smart-communication-copy';
import { WELLNESS_COPY } from './wellness/wellness-copy';

describe('counts on the screens agree with their number', () => {
  it('says one of a thing and several things', () => {
    expect(MEDIA_COPY.memoryCount(1, 1)).toBe('1 memory');
    expect(MEDIA_COPY.memoryCount(3, 3)).toBe('3 memories');
    expect(MEDIA_COPY.memoryCount(1, 2)).toBe('1 of 2 memories');
    expect(MEDIA_COPY.memoryCount(0, 1)).toBe('0 of 1 memory');
    expect(WELLNESS_COPY.chart.summary(1, 7, '6', '4', '8')).toMatch(/^1 of the last 7 days has check-ins\./);
    expect(WELLNESS_COPY.chart.summary(2, 7, '6', '4', '8')).toMatch(/^2 of the last 7 days have check-ins\./);
    expect(SMART_COMMUNICATION_COPY.messagesCompared(1, 0)).toBe('1 message this period, 0 in the 30 days before.');
    expect(describeRecurrence({ frequency: 'weekly', interval: 1, count: 1 })).toBe('Every week, 1 time');
    expect(describeRecurrence({ frequency: 'daily', interval: 2, until: '2030-03-04' })).toBe('Every 2 days, until Mar 4, 2030');
    expect(MEDIA_COPY.yearsAgo(1)).toBe('1 year ago');
    expect(MEDIA_COPY.yearsAgo(2)).toBe('2 years ago');
    expect(CALENDAR_COPY.dayCell('Monday, March 4, 2030', true, 1)).toBe('Monday, March 4, 2030, today, 1 event');
    expect(CALENDAR_COPY.dayCell('Monday, March 4, 2030', false, 3)).toBe('Monday, March 4, 2030, 3 events');
    expect(EVENT_COPY.every(EVENT_COPY.units.weekly, 1)).toBe('Every (week)');
    expect(EVENT_COPY.every(EVENT_COPY.units.weekly, 2)).toBe('Every (weeks)');
    expect(LEGAL_COPY.brokenCheckpoints('1 checkpoint', 1)).toBe('1 checkpoint printed by earlier reports no longer holds');
  });
});
