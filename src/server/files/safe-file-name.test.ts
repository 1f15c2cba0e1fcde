import { describe, expect, it } from 'vitest';
import { safeFileName } from './safe-file-name.js';

describe('safeFileName', () => {
  it('removes bidirectional controls so a name cannot pose as another type', () => {
    expect(safeFileName('report\u202Efdp.cmd')).toBe('reportfdp.cmd');
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u061C']) {
      expect(safeFileName(`photo${control}.jpg`)).toBe('photo.jpg');
    }
  });

  it('removes invisible and control characters and collapses spaces', () => {
    expect(safeFileName('\uFEFFin\u200Bvoice\u200C\u200D\u200E\u200F.pdf')).toBe('invoice.pdf');
    expect(safeFileName('a\u0000b\u001Fc\u007F\u00AD\u2060.txt')).toBe('abc.txt');
    expect(safeFileName('two\u2028lines\u2029.txt')).toBe('twolines.txt');
    expect(safeFileName('  spaced \t out  .pdf ')).toBe('spaced out .pdf');
  });

  it('keeps letters of every script and emoji, drops folders, and never answers empty', () => {
    expect(safeFileName('Élodie – 日本語 – عربى 😀.png')).toBe('Élodie – 日本語 – عربى 😀.png');
    expect(safeFileName('..\\..\\etc/passwd')).toBe('passwd');
    expect(safeFileName('\u202E\u200B', 'attachment')).toBe('attachment');
    expect(safeFileName('')).toBe('file');
    expect([...safeFileName('x'.repeat(300))]).toHaveLength(255);
    expect([...safeFileName('😀'.repeat(300))]).toHaveLength(255);
  });
});
