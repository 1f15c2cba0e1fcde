/** 'Show' / 'Hide' button for the password field. */
import { byId, input } from './dom.js';

export function setupPasswordToggle(): void {
  const button = byId('password-toggle', HTMLButtonElement);
  const field = input('password');
  button.addEventListener('click', () => {
    const show = field.type === 'password';
    field.type = show ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(show));
    button.textContent = show ? 'Hide' : 'Show';
  });
}
