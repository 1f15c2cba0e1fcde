/** Switches the one form between 'Sign in' and 'Create account'. */
import { PASSWORD_MIN_LENGTH } from '../../common/constants.js';
import { clearAlert } from './alert.js';
import { byId, input, setHeading } from './dom.js';
import { clearFieldErrors } from './fields.js';
import type { AuthMode } from './params.js';
import { selectTab } from './tabs.js';

const TEXT: Record<AuthMode, { title: string; intro: string; submit: string }> = {
  login: { title: 'Welcome back', intro: 'Sign in to your family space.', submit: 'Sign in' },
  register: { title: 'Create your account', intro: 'Set up your family space in a minute.', submit: 'Create account' },
};

export function submitLabel(mode: AuthMode): string {
  return TEXT[mode].submit;
}

export function applyMode(mode: AuthMode): void {
  const register = mode === 'register';
  selectTab(mode);
  setHeading(TEXT[mode].title, TEXT[mode].intro);
  byId('name-fields', HTMLElement).hidden = !register;
  input('firstName').disabled = !register;
  input('lastName').disabled = !register;
  input('password').autocomplete = register ? 'new-password' : 'current-password';
  input('password').minLength = register ? PASSWORD_MIN_LENGTH : 0;
  const hint = byId('password-hint', HTMLElement);
  hint.textContent = `At least ${PASSWORD_MIN_LENGTH} characters`;
  hint.hidden = !register;
  byId('submit-button', HTMLButtonElement).textContent = TEXT[mode].submit;
  clearAlert();
  clearFieldErrors();
}
