/**
 * Client-side checks mirroring registerRequestSchema and loginRequestSchema (src/common/schemas/auth.ts)
 * with the same messages, without shipping zod to the sign-in page. validate.test.ts keeps them in step.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/constants.js';
import type { LoginRequest, RegisterRequest } from '../../common/schemas/auth.js';

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
  if (email.length === 0) return 'Email is required';
  if (email.length > EMAIL_MAX_LENGTH) return 'Email is too long';
  return EMAIL_PATTERN.test(email) ? undefined : 'Enter a valid email address';
}

export function newPasswordError(value: string): string | undefined {
  if (value.length === 0) return 'Password is required';
  if (value.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (value.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return undefined;
}

function currentPasswordError(value: string): string | undefined {
  if (value.length === 0) return 'Password is required';
  return value.length > PASSWORD_MAX_LENGTH ? `Password must be at most ${PASSWORD_MAX_LENGTH} characters` : undefined;
}

export function nameError(label: string, value: string): string | undefined {
  const name = value.trim();
  if (name.length === 0) return `${label} is required`;
  return name.length > NAME_MAX_LENGTH ? `${label} must be at most ${NAME_MAX_LENGTH} characters` : undefined;
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
    firstName: nameError('First name', values.firstName),
    lastName: nameError('Last name', values.lastName),
    email: emailError(values.email),
    password: newPasswordError(values.password),
  });
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
