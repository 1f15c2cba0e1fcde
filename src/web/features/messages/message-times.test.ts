import { describe, expect, it } from 'vitest';
import { bubbleTimeLabel, readTimeLabel } from './message-times';

describe('message times', () => {
  const now = new Date('2030-03-04T18:00:00.000Z');

  it('says how long ago a message of the last day was sent, and the date and time of an older one', () => {
    expect(bubbleTimeLabel('2030-03-04T17:59:30.000Z', now)).toBe('Just now');
    expect(bubbleTimeLabel('2030-03-04T15:00:00.000Z', now)).toBe('3 hours ago');
    expect(bubbleTimeLabel('2030-03-02T09:30:00.000Z', now)).toMatch(/^Mar 2, 2030, \d{1,2}:30 (AM|PM)$/);
  });

  it('gives the time of a read receipt from today, and the date and time of an older one', () => {
    expect(readTimeLabel(now.toISOString(), now)).toMatch(/^\d{1,2}:00 (AM|PM)$/);
    expect(readTimeLabel('2030-02-20T12:00:00.000Z', now)).toMatch(/^Feb 20, 2030, /);
  });
});
