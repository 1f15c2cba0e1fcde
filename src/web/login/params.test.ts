import { describe, expect, it } from 'vitest';
import { resetPasswordLink } from '../../common/password-reset-link.js';
import { invitationPath, parseInviteToken, parseJoinPath, parseMode, parseResetLink } from './params.js';

describe('parseInviteToken', () => {
  it('reads ?invite=', () => {
    expect(parseInviteToken('?invite=abc_DEF-123')).toBe('abc_DEF-123');
    expect(parseInviteToken('?mode=register&invite=t0k3n')).toBe('t0k3n');
  });

  it('trims surrounding spaces', () => {
    expect(parseInviteToken('?invite=%20abc%20')).toBe('abc');
  });

  it('is null when missing, empty, too long or with unexpected characters', () => {
    expect(parseInviteToken('')).toBeNull();
    expect(parseInviteToken('?invite=')).toBeNull();
    expect(parseInviteToken('?invite=%20%20')).toBeNull();
    expect(parseInviteToken(`?invite=${'a'.repeat(201)}`)).toBeNull();
    expect(parseInviteToken('?invite=a/b')).toBeNull();
    expect(parseInviteToken('?invite=%3Cscript%3E')).toBeNull();
  });

  it('accepts a 200-character token', () => {
    expect(parseInviteToken(`?invite=${'a'.repeat(200)}`)).toHaveLength(200);
  });
});

describe('parseJoinPath', () => {
  it('reads the token of a join link, /join/TOKEN', () => {
    expect(parseJoinPath('/join/abc_DEF-123')).toBe('abc_DEF-123');
    expect(parseJoinPath('/join/%20abc')).toBe('abc');
  });

  it('is null elsewhere, when empty, or with unexpected characters', () => {
    expect(parseJoinPath('/api/login')).toBeNull();
    expect(parseJoinPath('/join/')).toBeNull();
    expect(parseJoinPath('/join')).toBeNull();
    expect(parseJoinPath('/join/a/b')).toBeNull();
    expect(parseJoinPath('/join/%E0%A4%A')).toBeNull();
    expect(parseJoinPath(`/join/${'a'.repeat(201)}`)).toBeNull();
  });
});

describe('parseMode', () => {
  it('defaults to sign in, or to create account with an invitation', () => {
    expect(parseMode('', false)).toBe('login');
    expect(parseMode('?invite=x', true)).toBe('register');
  });

  it('lets ?mode= choose, whatever the invitation', () => {
    expect(parseMode('?mode=register', false)).toBe('register');
    expect(parseMode('?mode=SignUp', false)).toBe('register');
    expect(parseMode('?mode=login&invite=x', true)).toBe('login');
    expect(parseMode('?mode=signin', true)).toBe('login');
  });

  it('opens the request for a password reset link with ?mode=forgot', () => {
    expect(parseMode('?mode=forgot', false)).toBe('forgot');
    expect(parseMode('?mode=forgot-password', true)).toBe('forgot');
  });

  it('ignores unknown modes', () => {
    expect(parseMode('?mode=admin', false)).toBe('login');
    expect(parseMode('?mode=admin', true)).toBe('register');
  });
});

describe('parseResetLink', () => {
  it('reads the token of the emailed link from its fragment', () => {
    const link = new URL(resetPasswordLink('https://amity.example.org', 'abc_DEF-123'));
    expect(parseResetLink(link.pathname, link.hash)).toBe('abc_DEF-123');
  });

  it("is '' on the reset page when the link lost its token, and null on any other page", () => {
    expect(parseResetLink('/reset-password', '')).toBe('');
    expect(parseResetLink('/reset-password', '#token=a%2Fb')).toBe('');
    expect(parseResetLink('/api/login', '#token=abc')).toBeNull();
  });
});

describe('invitationPath', () => {
  it('encodes the token into the path', () => {
    expect(invitationPath('abc')).toBe('/api/family/invitations/abc');
    expect(invitationPath('a b')).toBe('/api/family/invitations/a%20b');
  });
});
