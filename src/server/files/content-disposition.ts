/**
 * A Content-Disposition header that is safe whatever the stored name holds: an ASCII fallback with
 * quotes, backslashes and control characters replaced, plus the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
