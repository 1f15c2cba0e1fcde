import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Theme } from '@common/constants';
import { applyTheme, readStoredTheme, storeTheme, systemPrefersDark, watchSystemTheme } from './theme';
import { ThemeContext, type ThemeContextValue } from './theme-context';

/** Light, dark or system (the default), saved in localStorage under THEME_STORAGE_KEY (SPEC.md section 4). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const systemDark = useSyncExternalStore(watchSystemTheme, systemPrefersDark, () => false);

  useEffect(() => {
    applyTheme(theme);
  }, [theme, systemDark]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme, resolvedTheme: theme === 'dark' || (theme === 'system' && systemDark) ? 'dark' : 'light' }),
    [theme, setTheme, systemDark],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
