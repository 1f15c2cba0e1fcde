import { THEME_STORAGE_KEY, THEMES, type Theme } from '@common/constants';

/** Theme storage and application, shared by the early init and the provider. Default: 'system'. */
export const DEFAULT_THEME: Theme = 'system';

const darkQuery = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return THEMES.find((t) => t === stored) ?? DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this visit only.
  }
}

export function systemPrefersDark(): boolean {
  return window.matchMedia(darkQuery).matches;
}

export function watchSystemTheme(onChange: () => void): () => void {
  const list = window.matchMedia(darkQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
}
