import { describe, expect, it } from 'vitest';
import { toApiError } from './api.js';
import { readInvitation, readUserEmail } from './guards.js';
import { knownFieldErrors } from './fields.js';

describe('toApiError', () => {
  it('keeps the server message, code and fields', () => {
    const body = { message: 'Incorrect email or password.', code: 'invalid_credentials', fields: { email: 'Taken' } };
    expect(toApiError(401, body)).toEqual(body);
  });

  it('drops field entries that are not strings', () => {
    expect(toApiError(400, { message: 'Bad', code: 'invalid', fields: { email: 1, password: 'Too short' } })).toEqual({
      message: 'Bad',
      code: 'invalid',
      fields: { password: 'Too short' },
    });
  });

  it('falls back to a readable message for bodies without one', () => {
    expect(toApiError(429, null).message).toBe('Too many attempts. Please wait a moment and try again.');
    expect(toApiError(502, '<html>Bad gateway</html>')).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
      code: 'http_502',
    });
    expect(toApiError(400, { message: '  ' }).message).toBe('Something went wrong. Please try again.');
  });
});

describe('response guards', () => {
  it('reads an invitation preview', () => {
    const preview = { invitedBy: 'Alex Doe', email: 'sam@example.org', expiresAt: '2030-01-01T00:00:00.000Z' };
    expect(readInvitation({ ...preview, extra: true })).toEqual(preview);
    expect(readInvitation({ invitedBy: 'Alex' })).toBeNull();
    expect(readInvitation(null)).toBeNull();
  });

  it('reads the signed-in email', () => {
    expect(readUserEmail({ email: 'sam@example.org', id: '1' })).toBe('sam@example.org');
    expect(readUserEmail({})).toBeNull();
    expect(readUserEmail('x')).toBeNull();
  });
});

describe('knownFieldErrors', () => {
  it('keeps only fields the form shows', () => {
    expect(knownFieldErrors({ email: 'Taken', token: 'Bad', firstName: 'Required' })).toEqual({
      email: 'Taken',
      firstName: 'Required',
    });
    expect(knownFieldErrors(undefined)).toEqual({});
  });
});
