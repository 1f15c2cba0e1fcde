/** The 'Sign in' / 'Create account' tab list: click, arrow keys, Home and End. */
import type { AuthMode } from './params.js';

function tabs(): HTMLButtonElement[] {
  return Array.from(document.querySelectorAll<HTMLButtonElement>('[role="tab"][data-mode]'));
}

function modeOf(tab: HTMLButtonElement): AuthMode {
  return tab.dataset.mode === 'register' ? 'register' : 'login';
}

export function selectTab(mode: AuthMode): void {
  for (const tab of tabs()) {
    const selected = modeOf(tab) === mode;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    if (selected) document.getElementById('auth-form')?.setAttribute('aria-labelledby', tab.id);
  }
}

export function setupTabs(onSelect: (mode: AuthMode) => void): void {
  const list = tabs();
  list.forEach((tab, index) => {
    tab.addEventListener('click', () => onSelect(modeOf(tab)));
    tab.addEventListener('keydown', (event) => {
      const last = list.length - 1;
      const target =
        event.key === 'ArrowRight'
          ? index === last
            ? 0
            : index + 1
          : event.key === 'ArrowLeft'
            ? index === 0
              ? last
              : index - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? last
                : undefined;
      const next = target === undefined ? undefined : list[target];
      if (!next) return;
      event.preventDefault();
      next.focus();
      onSelect(modeOf(next));
    });
  });
}
