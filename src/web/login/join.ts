/** Accepting an invitation once signed in: POST /api/family/join, then the Profile screen. */
import { showAlert } from './alert.js';
import { LOGIN_COPY } from './login-copy.js';
import { requestJson } from './api.js';
import { byId, setHeading } from './dom.js';

export const AFTER_JOIN_PATH = '/profile';

/** Hides the forms and leaves only the message, for when there is nothing left to fill in. */
function showOutcome(message: string): void {
  byId('auth-panel', HTMLElement).hidden = true;
  byId('session-panel', HTMLElement).hidden = true;
  byId('invite-banner', HTMLElement).hidden = true;
  setHeading(LOGIN_COPY.joinFailed.title, LOGIN_COPY.joinFailed.intro);
  showAlert(message, { label: LOGIN_COPY.joinFailed.continue, href: '/' });
}

/** Resolves true when the browser is on its way to the Profile screen. */
export async function joinFamily(token: string): Promise<boolean> {
  const result = await requestJson('POST', '/api/family/join', { token });
  if (result.ok) {
    window.location.assign(AFTER_JOIN_PATH);
    return true;
  }
  showOutcome(result.error.message);
  return false;
}
