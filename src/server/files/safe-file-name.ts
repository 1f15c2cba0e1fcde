/**
 * Characters that change how a name reads without being seen: bidirectional embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), the Arabic letter mark (U+061C), zero-width spaces, joiners and
 * direction marks (U+200B–U+200F), the byte order mark (U+FEFF), every other format (Cf) and control (Cc)
 * character, line and paragraph separators, and private-use code points.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\p{Co}]/gu;

/**
 * A stored file name that shows what the file is: no folders, no invisible or direction-changing
 * characters (so 'report\u202Efdp.cmd' becomes 'reportfdp.cmd', not a name that reads 'reportdmc.pdf'),
 * spaces collapsed, at most 255 characters, never empty. Used by every upload path (saveFile, the media library).
 */
export function safeFileName(name: string, fallback = 'file'): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
  return [...cleaned].slice(0, 255).join('').trim() || fallback;
}
