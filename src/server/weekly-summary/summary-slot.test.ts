import { describe, expect, it } from 'vitest';
import { nextSummarySlot, weekAfterSlot } from './summary-slot.js';

describe('weekly summary slot', () => {
  it('is the next Sunday at 18:00 on the parent’s wall clock', () => {
    // Wednesday 2030-03-06 09:00 in Paris: the Sunday after is the 10th, 18:00 CET = 17:00 UTC.
    expect(nextSummarySlot('Europe/Paris', new Date('2030-03-06T08:00:00Z')).toISOString()).toBe('2030-03-10T17:00:00.000Z');
    // In New York the same instant is still Wednesday: its Sunday 18:00 is after the clocks change (EDT, UTC-4).
    expect(nextSummarySlot('America/New_York', new Date('2030-03-06T08:00:00Z')).toISOString()).toBe('2030-03-10T22:00:00.000Z');
  });

  it('moves to the next week once this Sunday’s has passed, and never returns the instant it is given', () => {
    const slot = new Date('2030-03-10T17:00:00Z');
    expect(nextSummarySlot('Europe/Paris', new Date(slot.getTime() - 1)).toISOString()).toBe(slot.toISOString());
    expect(nextSummarySlot('Europe/Paris', slot).toISOString()).toBe('2030-03-17T17:00:00.000Z');
    expect(nextSummarySlot('UTC', new Date('2030-03-10T19:00:00Z')).toISOString()).toBe('2030-03-17T18:00:00.000Z');
  });

  it('covers Monday to Sunday after the slot, on the same wall clock', () => {
    const week = weekAfterSlot(new Date('2030-03-10T17:00:00Z'), 'Europe/Paris');
    expect(week.from.toISOString()).toBe('2030-03-10T23:00:00.000Z');
    // Paris moves to summer time on 2030-03-31; this week is all winter time.
    expect(week.to.toISOString()).toBe('2030-03-17T23:00:00.000Z');
  });
});
