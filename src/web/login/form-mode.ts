/** Switches the one form between its four uses: sign in, create an account, ask for a reset link, choose a new password. */
import { PASSWORD_MIN_LENGTH } from '../../common/constants.js';
import { clearAlert } from './alert.js';
import { byId, input, setHeading } from './dom.js';
import { clearFieldErrors } from './fields.js';
import { LOGIN_COPY } from './login-copy.js';
import type { AuthMode } from './params.js';
import { clearStatus } from './status.js';
import { selectTab } from './tabs.js';

const TEXT = LOGIN_COPY.modes;

export function submitLabel(mode: AuthMode): string {
  return TEXT[mode].submit;
}

function showField(id: string, shown: boolean): void {
  byId(`${id}-field`, HTMLElement).hidden = !shown;
  input(id).disabled = !shown;
}

/** Sign in and Create account are tabs; the two password reset forms stand alone under their heading. */
function showTabs(mode: AuthMode): void {
  const tabbed = mode === 'login' || mode === 'register';
  byId('auth-tabs', HTMLElement).hidden = !tabbed;
  const form = byId('auth-form', HTMLFormElement);
  if (tabbed) {
    form.setAttribute('role', 'tabpanel');
    selectTab(mode);
  } else {
    form.removeAttribute('role');
    form.setAttribute('aria-labelledby', 'page-title');
  }
  byId('back-to-sign-in', HTMLElement).hidden = tabbed;
}

export function applyMode(mode: AuthMode): void {
  const register = mode === 'register';
  const newPassword = register || mode === 'reset';
  showTabs(mode);
  setHeading(TEXT[mode].title, TEXT[mode].intro);
  byId('name-fields', HTMLElement).hidden = !register;
  input('firstName').disabled = !register;
  input('lastName').disabled = !register;
  showField('email', mode !== 'reset');
  showField('password', mode !== 'forgot');
  byId('forgot-link', HTMLElement).hidden = mode !== 'login';
  byId('password-label', HTMLElement).textContent = mode === 'reset' ? LOGIN_COPY.passwordLabel.new : LOGIN_COPY.passwordLabel.current;
  input('password').autocomplete = newPassword ? 'new-password' : 'current-password';
  input('password').minLength = newPassword ? PASSWORD_MIN_LENGTH : 0;
  const hint = byId('password-hint', HTMLElement);
  hint.textContent = LOGIN_COPY.passwordHint;
  hint.hidden = !newPassword;
  byId('submit-button', HTMLButtonElement).textContent = TEXT[mode].submit;
  clearAlert();
  clearStatus();
  clearFieldErrors();
}
