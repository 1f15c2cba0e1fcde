import { describe, expect, it } from 'vitest';
import { parseVerifyLink } from './verify-email.js';

describe('parseVerifyLink', () => {
  it('reads the token of a verification link, and only on its page', () => {
    expect(parseVerifyLink('/verify-email', '#token=abc-DEF_123')).toBe('abc-DEF_123');
    expect(parseVerifyLink('/reset-password', '#token=abc')).toBeNull();
    expect(parseVerifyLink('/api/login', '')).toBeNull();
  });

  it("answers '' for a link that lost or garbled its token", () => {
    expect(parseVerifyLink('/verify-email', '')).toBe('');
    expect(parseVerifyLink('/verify-email', '#token=')).toBe('');
    expect(parseVerifyLink('/verify-email', '#token=a<b')).toBe('');
    expect(parseVerifyLink('/verify-email', `#token=${'a'.repeat(201)}`)).toBe('');
  });
});
