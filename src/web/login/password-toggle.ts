/** 'Show' / 'Hide' button for the password field. */
import { byId, input } from './dom.js';
import { LOGIN_COPY } from './login-copy.js';

export function setupPasswordToggle(): void {
  const button = byId('password-toggle', HTMLButtonElement);
  const field = input('password');
  button.addEventListener('click', () => {
    const show = field.type === 'password';
    field.type = show ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(show));
    button.textContent = show ? LOGIN_COPY.hidePassword : LOGIN_COPY.showPassword;
  });
}
