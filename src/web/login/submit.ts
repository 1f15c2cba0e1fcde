/** Submitting the form: check locally, then sign in, register, ask for a reset link or set a new password. */
import { clearAlert, showAlert } from './alert.js';
import { LOGIN_COPY } from './login-copy.js';
import { byId } from './dom.js';
import { clearFieldErrors, knownFieldErrors, showFieldErrors } from './fields.js';
import { submitLabel } from './form-mode.js';
import { joinFamily } from './join.js';
import type { AuthMode } from './params.js';
import { NEW_LINK, readValues, requestFor, validateFor } from './send-form.js';
import { showStatus } from './status.js';
import { hasErrors, normaliseEmail } from './validate.js';

export interface SubmitContext {
  mode: () => AuthMode;
  /** Invitation to accept after signing in, if any. */
  inviteToken: () => string | null;
  /** The token of the password reset link this page was opened from, if any. */
  resetToken: () => string;
}

const CHECK_FIELDS = LOGIN_COPY.checkFields;
const HOME_PATH = '/';

function setBusy(busy: boolean, mode: AuthMode): void {
  const button = byId('submit-button', HTMLButtonElement);
  button.disabled = busy;
  button.textContent = busy ? LOGIN_COPY.modes[mode].busy : submitLabel(mode);
  byId('auth-form', HTMLFormElement).setAttribute('aria-busy', String(busy));
}

/** Resolves true once signed in; false when the page stays (an error, or a reset link on its way). */
async function send(mode: AuthMode, resetToken: string): Promise<boolean> {
  const values = readValues();
  const errors = validateFor(mode, values);
  if (hasErrors(errors)) {
    showAlert(CHECK_FIELDS);
    showFieldErrors(errors);
    return false;
  }
  clearAlert();
  clearFieldErrors();
  const result = await requestFor(mode, values, resetToken);
  if (result.ok) {
    if (mode !== 'forgot') return true;
    showStatus(LOGIN_COPY.forgotSent(normaliseEmail(values.email)));
    return false;
  }
  showAlert(result.error.message, mode === 'reset' && result.error.fields?.token ? NEW_LINK : undefined);
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
        if (!(await send(mode, context.resetToken()))) return;
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
