import { describe, expect, it } from 'vitest';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../../common/schemas/auth.js';
import {
  emailError,
  hasErrors,
  nameError,
  newPasswordError,
  toForgotRequest,
  toLoginRequest,
  toRegisterRequest,
  toResetRequest,
  validateForgot,
  validateLogin,
  validateRegister,
  validateReset,
} from './validate.js';

const valid = { email: 'Sam@Example.org ', password: 'correct horse', firstName: ' Sam ', lastName: 'Lee' };

describe('field checks', () => {
  it('checks the email', () => {
    expect(emailError('')).toBe('Email is required');
    expect(emailError('   ')).toBe('Email is required');
    expect(emailError('sam')).toBe('Enter a valid email address');
    expect(emailError('sam@example')).toBe('Enter a valid email address');
    expect(emailError('sam @example.org')).toBe('Enter a valid email address');
    expect(emailError(`${'a'.repeat(250)}@b.io`)).toBe('Email is too long');
    expect(emailError(' Sam@Example.org ')).toBeUndefined();
  });

  it('checks a new password against the spec limits', () => {
    expect(newPasswordError('')).toBe('Password is required');
    expect(newPasswordError('123456789')).toBe('Password must be at least 10 characters');
    expect(newPasswordError('1234567890')).toBeUndefined();
    expect(newPasswordError('x'.repeat(201))).toBe('Password must be at most 200 characters');
  });

  it('checks names', () => {
    expect(nameError('First name', '  ')).toBe('First name is required');
    expect(nameError('Last name', 'x'.repeat(81))).toBe('Last name must be at most 80 characters');
    expect(nameError('Last name', 'Lee')).toBeUndefined();
  });
});

describe('validateLogin', () => {
  it('needs an email and any password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'sam@example.org', password: 'short' })).toEqual({});
  });
});

describe('validateRegister', () => {
  it('reports every field at fault', () => {
    const errors = validateRegister({ email: 'nope', password: 'short', firstName: '', lastName: '' });
    expect(errors).toEqual({
      email: 'Enter a valid email address',
      password: 'Password must be at least 10 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('accepts a complete form', () => {
    expect(hasErrors(validateRegister(valid))).toBe(false);
  });
});

describe('password reset forms', () => {
  it('asks only for an email to send a link to, and only for a new password to set one', () => {
    expect(validateForgot({ email: 'nope' })).toEqual({ email: 'Enter a valid email address' });
    expect(validateForgot({ email: ' Sam@Example.org ' })).toEqual({});
    expect(validateReset({ password: 'short' })).toEqual({ password: 'Password must be at least 10 characters' });
    expect(validateReset({ password: 'long enough now' })).toEqual({});
  });
});

describe('request bodies', () => {
  it('normalises the email and names like the server schemas do', () => {
    expect(toRegisterRequest(valid)).toEqual(registerRequestSchema.parse(valid));
    expect(toLoginRequest(valid)).toEqual(loginRequestSchema.parse({ email: valid.email, password: valid.password }));
    expect(toForgotRequest(valid)).toEqual(forgotPasswordRequestSchema.parse({ email: valid.email }));
    expect(toResetRequest(valid, 'tok')).toEqual(resetPasswordRequestSchema.parse({ token: 'tok', password: valid.password }));
  });
});

describe('agreement with the shared zod schemas', () => {
  const emails = ['', 'a', 'a@b', 'a@b.co', 'first.last+tag@sub.example.org', 'two@@example.org', 'x y@example.org'];
  const passwords = ['', 'x', '123456789', '1234567890', 'x'.repeat(200), 'x'.repeat(201)];

  it('agrees with the server on typical registrations', () => {
    for (const email of emails) {
      for (const password of passwords) {
        const values = { email, password, firstName: 'Sam', lastName: 'Lee' };
        const server = registerRequestSchema.safeParse(values).success;
        expect({ email, password, ok: !hasErrors(validateRegister(values)) }).toEqual({ email, password, ok: server });
      }
    }
  });

  it('agrees with the server on new passwords through a reset link', () => {
    for (const password of passwords) {
      const server = resetPasswordRequestSchema.safeParse({ token: 'tok', password }).success;
      expect({ password, ok: !hasErrors(validateReset({ password })) }).toEqual({ password, ok: server });
    }
  });

  it('gives the server messages for the password and names', () => {
    const values = { email: 'a@b.co', password: 'short', firstName: '', lastName: 'x'.repeat(81) };
    const issues = registerRequestSchema.safeParse(values).error?.issues ?? [];
    const messages = Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
    const local = validateRegister(values);
    expect(local).toEqual(messages);
  });
});
