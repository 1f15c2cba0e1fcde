import { dateIn } from '@common/format/format';
import { viewerFormat } from '@/lib/viewer-format';

/** The day of an instant, in words, in the viewer's locale and time zone. */
export function formatLongDate(value: string): string {
  if (Number.isNaN(Date.parse(value))) return '—';
  return viewerFormat.longDate(dateIn(value, viewerFormat.timeZone));
}

export function initialsOf(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}
