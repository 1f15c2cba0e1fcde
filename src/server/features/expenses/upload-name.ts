const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** A safe file name from the uploaded one, with the extension of the type the bytes really are. */
export function uploadName(filename: string, type: string, fallback: string): string {
  const base =
    filename
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .trim()
      .slice(0, 100) || fallback;
  return `${base}.${EXTENSIONS[type] ?? 'bin'}`;
}
