/** Entry of the sign-in page (login.html, served at GET /api/login). */
import { applySavedTheme } from './theme.js';
import '../styles.css';
import { registerServiceWorker } from '../lib/pwa.js';
import { applyMode } from './form-mode.js';
import { loadInvite } from './invite.js';
import { parseInviteToken, parseJoinPath, parseMode, type AuthMode } from './params.js';
import { setupPasswordToggle } from './password-toggle.js';
import { setupSubmit } from './submit.js';
import { setupTabs } from './tabs.js';

applySavedTheme();

const search = window.location.search;
const linkToken = parseJoinPath(window.location.pathname) ?? parseInviteToken(search);
let mode: AuthMode = parseMode(search, linkToken !== null);
let inviteToken: string | null = null;

function setMode(next: AuthMode): void {
  mode = next;
  applyMode(next);
}

setMode(mode);
setupTabs(setMode);
setupPasswordToggle();
setupSubmit({ mode: () => mode, inviteToken: () => inviteToken });
registerServiceWorker();

if (linkToken !== null) {
  const modeBefore = mode;
  void loadInvite(linkToken).then((state) => {
    if (state.kind === 'valid') inviteToken = state.token;
    else if (mode === modeBefore) setMode(parseMode(search, false));
  });
}
