/** One submission of the form in its current use: check locally, then make the one call that use needs. */
import type { ApiResult } from './api.js';
import { requestJson } from './api.js';
import { input } from './dom.js';
import { LOGIN_COPY } from './login-copy.js';
import type { AuthMode } from './params.js';
import {
  type FieldErrors,
  toForgotRequest,
  toLoginRequest,
  toRegisterRequest,
  toResetRequest,
  validateForgot,
  validateLogin,
  validateRegister,
  validateReset,
} from './validate.js';

export function readValues() {
  return {
    email: input('email').value,
    password: input('password').value,
    firstName: input('firstName').value,
    lastName: input('lastName').value,
  };
}

type Values = ReturnType<typeof readValues>;

export function validateFor(mode: AuthMode, values: Values): FieldErrors {
  if (mode === 'register') return validateRegister(values);
  if (mode === 'forgot') return validateForgot(values);
  if (mode === 'reset') return validateReset(values);
  return validateLogin(values);
}

export function requestFor(mode: AuthMode, values: Values, resetToken: string): Promise<ApiResult> {
  if (mode === 'register') return requestJson('POST', '/api/auth/register', toRegisterRequest(values));
  if (mode === 'forgot') return requestJson('POST', '/api/auth/forgot-password', toForgotRequest(values));
  if (mode === 'reset') return requestJson('POST', '/api/auth/reset-password', toResetRequest(values, resetToken));
  return requestJson('POST', '/api/auth/login', toLoginRequest(values));
}

/** A reset link that cannot work any more is answered with the way to a new one. */
export const NEW_LINK = { label: LOGIN_COPY.askForNewLink, href: '/api/login?mode=forgot' };
