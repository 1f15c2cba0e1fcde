/** RFC 5545 text rules: escaping, 75-octet line folding, CRLF line ends, date-time forms. */

const MAX_LINE_OCTETS = 75;

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks; other control characters are dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, '');
}

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  // Most lines fit: measure the whole line once before walking it character by character.
  if (line.length <= MAX_LINE_OCTETS && Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** The document: every line folded, CRLF after each, including the last. */
export function toIcsDocument(lines: string[]): string {
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** 20300301T150000Z */
export function utcDateTime(ms: number): string {
  return compact(new Date(ms).toISOString());
}

/** Floating local time, 20300301T090000 (wall times are floating milliseconds). */
export function floatingDateTime(wallMs: number): string {
  return compact(new Date(wallMs).toISOString()).replace(/Z$/, '');
}

/** 20300301 */
export function dateValue(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

/** +0100, -0430 */
export function utcOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const sign = offsetMs < 0 ? '-' : '+';
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
}
