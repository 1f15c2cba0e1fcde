import { describe, expect, it } from 'vitest';
import { invitationPath, parseInviteToken, parseJoinPath, parseMode } from './params.js';

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

  it('ignores unknown modes', () => {
    expect(parseMode('?mode=admin', false)).toBe('login');
    expect(parseMode('?mode=admin', true)).toBe('register');
  });
});

describe('invitationPath', () => {
  it('encodes the token into the path', () => {
    expect(invitationPath('abc')).toBe('/api/family/invitations/abc');
    expect(invitationPath('a b')).toBe('/api/family/invitations/a%20b');
  });
});
