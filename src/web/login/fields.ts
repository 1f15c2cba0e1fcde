/** Field-level errors: message under the input, aria-invalid and aria-describedby kept in step. */
import { input } from './dom.js';
import type { FieldErrors, FieldName } from './validate.js';

export const FIELD_NAMES: readonly FieldName[] = ['firstName', 'lastName', 'email', 'password'];

function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

/** Keeps only the server's `fields` entries that name an input of this page. */
export function knownFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) if (isFieldName(name)) errors[name] = message;
  return errors;
}

function describedBy(name: FieldName, withError: boolean): string {
  const ids: string[] = [];
  const hint = document.getElementById(`${name}-hint`);
  if (hint && !hint.hidden) ids.push(hint.id);
  if (withError) ids.push(`${name}-error`);
  return ids.join(' ');
}

function setFieldError(name: FieldName, message: string | undefined): void {
  const field = input(name);
  const error = document.getElementById(`${name}-error`);
  if (error) {
    error.textContent = message ?? '';
    error.hidden = message === undefined;
  }
  if (message === undefined) field.removeAttribute('aria-invalid');
  else field.setAttribute('aria-invalid', 'true');
  const ids = describedBy(name, message !== undefined);
  if (ids) field.setAttribute('aria-describedby', ids);
  else field.removeAttribute('aria-describedby');
}

/** Shows these errors and clears every other field; focuses the first field at fault. */
export function showFieldErrors(errors: FieldErrors, focus = true): void {
  for (const name of FIELD_NAMES) setFieldError(name, errors[name]);
  const first = FIELD_NAMES.find((name) => errors[name] !== undefined && !input(name).disabled);
  if (focus && first) input(first).focus();
}

export function clearFieldErrors(): void {
  showFieldErrors({}, false);
}
