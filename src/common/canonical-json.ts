/**
 * JSON with object keys sorted at every level and no spaces, so the same fields always give the same
 * bytes. The message hash chain, the checkpoint signatures and the court report's fingerprint are all
 * computed over it, on the server and (for the history check) in the browser.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
