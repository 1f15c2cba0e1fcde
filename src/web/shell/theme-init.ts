import { applyTheme, readStoredTheme } from './theme';

// Imported first by main.tsx so the right theme is on <html> before React paints anything.
applyTheme(readStoredTheme());
