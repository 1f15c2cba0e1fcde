/** Submitting the form: check locally, POST login or register, then join the family or go home. */
import { clearAlert, showAlert } from './alert.js';
import { requestJson } from './api.js';
import { byId, input } from './dom.js';
import { clearFieldErrors, knownFieldErrors, showFieldErrors } from './fields.js';
import { submitLabel } from './form-mode.js';
import { joinFamily } from './join.js';
import type { AuthMode } from './params.js';
import { hasErrors, toLoginRequest, toRegisterRequest, validateLogin, validateRegister } from './validate.js';

export interface SubmitContext {
  mode: () => AuthMode;
  /** Invitation to accept after signing in, if any. */
  inviteToken: () => string | null;
}

const CHECK_FIELDS = 'Please check the highlighted fields.';
const HOME_PATH = '/';

function readValues() {
  return {
    email: input('email').value,
    password: input('password').value,
    firstName: input('firstName').value,
    lastName: input('lastName').value,
  };
}

function setBusy(busy: boolean, mode: AuthMode): void {
  const button = byId('submit-button', HTMLButtonElement);
  button.disabled = busy;
  button.textContent = busy ? (mode === 'register' ? 'Creating account…' : 'Signing in…') : submitLabel(mode);
  byId('auth-form', HTMLFormElement).setAttribute('aria-busy', String(busy));
}

async function send(mode: AuthMode): Promise<boolean> {
  const values = readValues();
  const errors = mode === 'register' ? validateRegister(values) : validateLogin(values);
  if (hasErrors(errors)) {
    showAlert(CHECK_FIELDS);
    showFieldErrors(errors);
    return false;
  }
  clearAlert();
  clearFieldErrors();
  const result =
    mode === 'register'
      ? await requestJson('POST', '/api/auth/register', toRegisterRequest(values))
      : await requestJson('POST', '/api/auth/login', toLoginRequest(values));
  if (result.ok) return true;
  showAlert(result.error.message);
  showFieldErrors(knownFieldErrors(result.error.fields));
  return false;
}

/**
 * login.html ships the form with method="post" and its button disabled, so that without this script
 * (blocked, failed to load) the browser can never submit it natively and put the password in a URL.
 */
export function setupSubmit(context: SubmitContext): void {
  const form = byId('auth-form', HTMLFormElement);
  byId('submit-button', HTMLButtonElement).disabled = false;
  let pending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (pending) return;
    pending = true;
    const mode = context.mode();
    setBusy(true, mode);
    void (async () => {
      let leaving = false;
      try {
        if (!(await send(mode))) return;
        const token = context.inviteToken();
        if (token) leaving = await joinFamily(token);
        else {
          window.location.assign(HOME_PATH);
          leaving = true;
        }
      } finally {
        // Stay busy while the next page loads, so the button cannot be pressed twice.
        if (!leaving) {
          pending = false;
          setBusy(false, context.mode());
        }
      }
    })();
  });
}
