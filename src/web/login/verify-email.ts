/** The page of an email verification link, `/verify-email#token=TOKEN`: sends the token on and says how it went. */
import { VERIFY_EMAIL_PATH, verificationTokenOf } from '../../common/email-verification-link.js';
import { showAlert } from './alert.js';
import { requestJson } from './api.js';
import { byId, setHeading } from './dom.js';
import { VERIFY_EMAIL_COPY as COPY } from './verify-email-copy.js';

const CONTINUE = { label: COPY.continue, href: '/' };
const MAX_TOKEN_LENGTH = 200;

/** The token of a verification link: '' on that page when the link lost its token, null on any other page. */
export function parseVerifyLink(pathname: string, hash: string): string | null {
  if (pathname !== VERIFY_EMAIL_PATH) return null;
  const token = verificationTokenOf(hash).trim();
  return token.length <= MAX_TOKEN_LENGTH && /^[\w.~-]+$/.test(token) ? token : '';
}

function showVerified(): void {
  setHeading(COPY.done.title, COPY.done.intro);
  const paragraph = document.createElement('p');
  paragraph.textContent = COPY.verified;
  const link = document.createElement('a');
  link.href = CONTINUE.href;
  link.textContent = CONTINUE.label;
  link.className = 'mt-2 inline-block rounded-sm font-semibold text-primary underline underline-offset-4';
  byId('form-status', HTMLElement).replaceChildren(paragraph, link);
}

function showFailed(message: string): void {
  setHeading(COPY.failed.title, COPY.failed.intro);
  showAlert(message, CONTINUE);
}

/** Hides the sign-in forms, sends the token and shows the outcome with a link into the app. */
export async function showEmailVerification(token: string): Promise<void> {
  document.title = COPY.documentTitle;
  byId('auth-panel', HTMLElement).hidden = true;
  if (token === '') {
    showFailed(COPY.incomplete);
    return;
  }
  setHeading(COPY.checking.title, COPY.checking.intro);
  const result = await requestJson('POST', '/api/auth/verify-email', { token });
  if (result.ok) showVerified();
  else showFailed(result.error.message);
}
