/** Characters beyond Latin-1 that the standard PDF fonts (WinAnsi encoding) can still draw. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard Helvetica fonts can draw: accents are kept where Latin-1 has the letter, otherwise
 * dropped (ő → o); anything else (other scripts, emoji) becomes '?'. The exact text stays in record.json.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || char === '\t') out += char === '\t' ? '    ' : char;
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => (c.codePointAt(0) ?? 0) < 0x100 && (c.codePointAt(0) ?? 0) >= 0x20) ? base : '?';
    }
  }
  return out;
}
