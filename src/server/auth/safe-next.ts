const BASE = 'http://amity.invalid';

/**
 * Where to go after signing out (or in): the target is parsed as a URL against this site and kept only when it
 * stays on this site (same origin); `//host`, `/\host`, full URLs and anything unparsable go home instead.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
