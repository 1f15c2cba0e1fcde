import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, toIcsDocument, utcOffset } from './ical-text.js';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg\u0007')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('folds lines at 75 octets without splitting a character, and ends every line with CRLF', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'x'.repeat(50)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const part of lines) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(lines.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
    expect(toIcsDocument(['A:1', 'B:2'])).toBe('A:1\r\nB:2\r\n');
  });

  it('writes UTC offsets', () => {
    expect(utcOffset(-4 * 3_600_000)).toBe('-0400');
    expect(utcOffset(5.5 * 3_600_000)).toBe('+0530');
    expect(utcOffset(0)).toBe('+0000');
  });
});
