/** The page's one aria-live alert region (#form-alert). */
import { byId } from './dom.js';

export interface AlertLink {
  label: string;
  href: string;
}

function region(): HTMLElement {
  return byId('form-alert', HTMLElement);
}

export function showAlert(message: string, link?: AlertLink): void {
  const paragraph = document.createElement('p');
  paragraph.textContent = message;
  const nodes: Node[] = [paragraph];
  if (link) {
    const anchor = document.createElement('a');
    anchor.href = link.href;
    anchor.textContent = link.label;
    anchor.className = 'mt-2 inline-block rounded-sm font-semibold text-foreground underline underline-offset-4';
    nodes.push(anchor);
  }
  region().replaceChildren(...nodes);
}

export function clearAlert(): void {
  region().replaceChildren();
}
