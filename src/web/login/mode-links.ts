/** 'Forgot password?' and 'Back to sign in' switch the form in place, keeping the email already typed. */
import { byId } from './dom.js';
import type { AuthMode } from './params.js';

function switchOnClick(link: HTMLAnchorElement, mode: AuthMode, onSelect: (mode: AuthMode) => void): void {
  link.addEventListener('click', (event) => {
    // A reset link's page goes to the plain sign-in page, so a reload does not bring the used link back.
    if (window.location.pathname !== '/api/login') return;
    event.preventDefault();
    onSelect(mode);
    window.history.replaceState(null, '', link.href);
  });
}

export function setupModeLinks(onSelect: (mode: AuthMode) => void): void {
  switchOnClick(byId('forgot-link', HTMLAnchorElement), 'forgot', onSelect);
  const back = byId('back-to-sign-in', HTMLElement).querySelector('a');
  if (back) switchOnClick(back, 'login', onSelect);
}
