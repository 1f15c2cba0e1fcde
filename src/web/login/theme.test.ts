import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, THEMES } from '../../common/constants.js';
import { isDarkTheme, parseTheme } from './theme.js';

describe('parseTheme', () => {
  it('reads the saved theme, defaulting to system', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('system')).toBe('system');
    expect(parseTheme(null)).toBe('system');
    expect(parseTheme('purple')).toBe('system');
  });
});

describe('isDarkTheme', () => {
  it('follows the system only for system', () => {
    expect(isDarkTheme('dark', false)).toBe(true);
    expect(isDarkTheme('light', true)).toBe(false);
    expect(isDarkTheme('system', true)).toBe(true);
    expect(isDarkTheme('system', false)).toBe(false);
  });
});

/** node:fs, typed here because this file is also checked by tsconfig.web.json, which has no Node types. */
interface FileReader {
  readFileSync(path: URL, encoding: 'utf8'): string;
}
const NODE_FS: string = 'node:fs';

describe('public/theme-init.js', () => {
  it('uses the shared storage key and theme names', async () => {
    const fs = (await import(NODE_FS)) as FileReader;
    const script = fs.readFileSync(new URL('../public/theme-init.js', import.meta.url), 'utf8');
    expect(script).toContain(`'${THEME_STORAGE_KEY}'`);
    for (const theme of THEMES) expect(script).toContain(`'${theme}'`);
  });
});
