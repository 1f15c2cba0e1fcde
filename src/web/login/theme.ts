import { THEME_STORAGE_KEY, THEMES, type Theme } from '../../common/constants.js';

/** A stored theme value, or 'system' when it is missing or unknown. */
export function parseTheme(value: string | null): Theme {
  return THEMES.find((theme) => theme === value) ?? 'system';
}

export function isDarkTheme(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && systemPrefersDark);
}

function readSavedTheme(): Theme {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** Sets the `.dark` class on <html> from the saved theme, following the system while it is 'system'. */
export function applySavedTheme(): void {
  const theme = readSavedTheme();
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => document.documentElement.classList.toggle('dark', isDarkTheme(theme, query.matches));
  apply();
  if (theme === 'system') query.addEventListener('change', apply);
}
