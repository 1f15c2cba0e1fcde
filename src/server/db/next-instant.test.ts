import { describe, expect, it } from 'vitest';
import { nextInstant, processInstant } from './next-instant.js';

describe('instants that keep the order things were made in', () => {
  it('come after the latest one given', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    expect(nextInstant('2026-11-25T10:00:00.000Z', now)).toBe('2026-11-25T10:00:00.001Z');
    expect(nextInstant(null, now)).toBe('2026-11-25T10:00:00.000Z');
  });

  it('come after every earlier one in this process, even within one millisecond', () => {
    const at = new Date(Date.now() + 60_000);
    const first = processInstant(at);
    const second = processInstant(at);
    expect(first).toBe(at.toISOString());
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
    expect(Date.parse(processInstant())).toBeGreaterThan(Date.parse(second));
  });
});
