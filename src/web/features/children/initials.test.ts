import { describe, expect, it } from 'vitest';
import { CHILD_COPY } from './child-copy';
import { initialsOf } from './initials';

describe('child card labels', () => {
  it('writes ages and initials', () => {
    expect(CHILD_COPY.ageLabel(1)).toBe('1 year old');
    expect(CHILD_COPY.ageLabel(9)).toBe('9 years old');
    expect(initialsOf('Emma')).toBe('E');
    expect(initialsOf('  mary  ann jones ')).toBe('MJ');
    expect(initialsOf('')).toBe('?');
  });
});
