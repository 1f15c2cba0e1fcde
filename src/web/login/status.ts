/** The page's polite status region (#form-status): news that is not an error, such as 'we sent a link'. */
import { byId } from './dom.js';

export function showStatus(message: string): void {
  const paragraph = document.createElement('p');
  paragraph.textContent = message;
  byId('form-status', HTMLElement).replaceChildren(paragraph);
}

export function clearStatus(): void {
  byId('form-status', HTMLElement).replaceChildren();
}
