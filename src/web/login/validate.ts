/**
 * Client-side checks mirroring the request schemas of src/common/schemas/auth.ts
 * with the same messages, without shipping zod to the sign-in page. validate.test.ts keeps them in step.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/constants.js';
import type { ForgotPasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from '../../common/schemas/auth.js';
import { LOGIN_COPY } from './login-copy.js';

const TEXT = LOGIN_COPY.validation;

export type FieldName = 'email' | 'password' | 'firstName' | 'lastName';
export type FieldErrors = Partial<Record<FieldName, string>>;

export interface LoginValues {
  email: string;
  password: string;
}
export interface RegisterValues extends LoginValues {
  firstName: string;
  lastName: string;
}

const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 80;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function emailError(value: string): string | undefined {
  const email = normaliseEmail(value);
  if (email.length === 0) return TEXT.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH) return TEXT.emailTooLong;
  return EMAIL_PATTERN.test(email) ? undefined : TEXT.emailInvalid;
}

export function newPasswordError(value: string): string | undefined {
  if (value.length === 0) return TEXT.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return TEXT.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return TEXT.passwordTooLong;
  return undefined;
}

function currentPasswordError(value: string): string | undefined {
  if (value.length === 0) return TEXT.passwordRequired;
  return value.length > PASSWORD_MAX_LENGTH ? TEXT.passwordTooLong : undefined;
}

export function nameError(label: string, value: string): string | undefined {
  const name = value.trim();
  if (name.length === 0) return TEXT.required(label);
  return name.length > NAME_MAX_LENGTH ? TEXT.tooLong(label, NAME_MAX_LENGTH) : undefined;
}

function compact(errors: Record<FieldName, string | undefined>): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(errors) as [FieldName, string | undefined][]) {
    if (message !== undefined) result[field] = message;
  }
  return result;
}

export function validateLogin(values: LoginValues): FieldErrors {
  return compact({
    email: emailError(values.email),
    password: currentPasswordError(values.password),
    firstName: undefined,
    lastName: undefined,
  });
}

export function validateRegister(values: RegisterValues): FieldErrors {
  return compact({
    firstName: nameError(TEXT.firstName, values.firstName),
    lastName: nameError(TEXT.lastName, values.lastName),
    email: emailError(values.email),
    password: newPasswordError(values.password),
  });
}

export function validateForgot(values: Pick<LoginValues, 'email'>): FieldErrors {
  return compact({ email: emailError(values.email), password: undefined, firstName: undefined, lastName: undefined });
}

export function validateReset(values: Pick<LoginValues, 'password'>): FieldErrors {
  return compact({ email: undefined, password: newPasswordError(values.password), firstName: undefined, lastName: undefined });
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function toLoginRequest(values: LoginValues): LoginRequest {
  return { email: normaliseEmail(values.email), password: values.password };
}

export function toRegisterRequest(values: RegisterValues): RegisterRequest {
  return {
    email: normaliseEmail(values.email),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}

export function toForgotRequest(values: Pick<LoginValues, 'email'>): ForgotPasswordRequest {
  return { email: normaliseEmail(values.email) };
}

export function toResetRequest(values: Pick<LoginValues, 'password'>, token: string): ResetPasswordRequest {
  return { token, password: values.password };
}
