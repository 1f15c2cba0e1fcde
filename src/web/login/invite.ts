/** An invitation link: preview it, prefill the form, or offer a signed-in parent to join at once. */
import { JOIN_PATH } from '../../common/invite-link.js';
import { LOGIN_COPY } from './login-copy.js';
import { requestJson } from './api.js';
import { byId, input, setHeading } from './dom.js';
import { readInvitation, readUserEmail } from './guards.js';
import { joinFamily } from './join.js';
import { invitationPath } from './params.js';

export type InviteState =
  /** The link works: accept it after signing in, or at once when already signed in. */
  | { kind: 'valid'; token: string; signedIn: boolean }
  /** Expired, used or unknown (404/410...): the page carries on as a plain sign-in page. */
  | { kind: 'unusable' };

const BANNER_STYLE = {
  info: ['border-primary/25', 'bg-primary/8'],
  warning: ['border-warning/40', 'bg-warning/10'],
} as const;

function showBanner(style: keyof typeof BANNER_STYLE, ...content: (Node | string)[]): void {
  byId('invite-text', HTMLElement).replaceChildren(...content);
  const banner = byId('invite-banner', HTMLElement);
  banner.classList.add(...BANNER_STYLE[style]);
  banner.hidden = false;
}

function invitedBanner(invitedBy: string, signedIn: boolean): void {
  const name = document.createElement('strong');
  name.className = 'font-semibold';
  name.textContent = invitedBy;
  const next = signedIn ? '' : ' Sign in or create an account to join.';
  showBanner('info', name, ` invited you to share a family space on Amity.${next}`);
}

function showSessionPanel(email: string, token: string): void {
  setHeading(LOGIN_COPY.invite.title, LOGIN_COPY.invite.intro);
  byId('auth-panel', HTMLElement).hidden = true;
  byId('session-email', HTMLElement).textContent = email;
  byId('session-panel', HTMLElement).hidden = false;
  // Signing out comes back to this invitation, ready for the other account.
  byId('switch-account', HTMLFormElement).action = `/api/logout?next=${encodeURIComponent(`${JOIN_PATH}/${token}`)}`;
  const button = byId('join-button', HTMLButtonElement);
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = LOGIN_COPY.invite.joining;
    void joinFamily(token).then((leaving) => {
      if (leaving) return;
      button.disabled = false;
      button.textContent = LOGIN_COPY.invite.join;
    });
  });
}

export async function loadInvite(token: string): Promise<InviteState> {
  const [invitation, user] = await Promise.all([requestJson('GET', invitationPath(token)), requestJson('GET', '/api/auth/user')]);
  if (!invitation.ok) {
    showBanner('warning', invitation.error.message);
    return { kind: 'unusable' };
  }
  const signedInAs = user.ok ? readUserEmail(user.data) : null;
  const preview = readInvitation(invitation.data);
  if (preview) {
    invitedBanner(preview.invitedBy, signedInAs !== null);
    const email = input('email');
    if (email.value === '') email.value = preview.email;
  }
  if (signedInAs !== null) showSessionPanel(signedInAs, token);
  return { kind: 'valid', token, signedIn: signedInAs !== null };
}
