import { LEGAL_COPY } from './legal-copy';

/** The plain-text download's name, from the document title: characters file systems refuse become '-'. */
export function reportFileName(title: string, extension = 'txt'): string {
  const visible = [...title].map((c) => ((c.codePointAt(0) ?? 0) < 0x20 ? '-' : c)).join('');
  const base = visible
    .replace(/[\\/:*?"<>|]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return `${base || LEGAL_COPY.reportFileFallback}.${extension}`;
}

/** Saves text as a file through a temporary link. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
