/** Entry of the sign-in page (login.html, served at GET /api/login). */
import { applySavedTheme } from './theme.js';
import '../styles.css';
import { registerServiceWorker } from '../lib/pwa.js';
import { applyMode } from './form-mode.js';
import { loadInvite } from './invite.js';
import { showAlert } from './alert.js';
import { LOGIN_COPY } from './login-copy.js';
import { setupModeLinks } from './mode-links.js';
import { parseInviteToken, parseJoinPath, parseMode, parseResetLink, type AuthMode } from './params.js';
import { NEW_LINK } from './send-form.js';
import { setupPasswordToggle } from './password-toggle.js';
import { setupSubmit } from './submit.js';
import { setupTabs } from './tabs.js';
import { parseVerifyLink, showEmailVerification } from './verify-email.js';

applySavedTheme();

const search = window.location.search;
const linkToken = parseJoinPath(window.location.pathname) ?? parseInviteToken(search);
const resetToken = parseResetLink(window.location.pathname, window.location.hash);
let mode: AuthMode = resetToken === null ? parseMode(search, linkToken !== null) : 'reset';
let inviteToken: string | null = null;

function setMode(next: AuthMode): void {
  mode = next;
  applyMode(next);
}

setMode(mode);
setupTabs(setMode);
setupModeLinks(setMode);
setupPasswordToggle();
setupSubmit({ mode: () => mode, inviteToken: () => inviteToken, resetToken: () => resetToken ?? '' });
if (resetToken === '') showAlert(LOGIN_COPY.resetLinkIncomplete, NEW_LINK);
registerServiceWorker();

const verifyToken = parseVerifyLink(window.location.pathname, window.location.hash);
if (verifyToken !== null) void showEmailVerification(verifyToken);

if (linkToken !== null) {
  const modeBefore = mode;
  void loadInvite(linkToken).then((state) => {
    if (state.kind === 'valid') inviteToken = state.token;
    else if (mode === modeBefore) setMode(parseMode(search, false));
  });
}
