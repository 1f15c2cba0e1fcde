import { dateIn } from '@common/format/format';
import { viewerFormat } from './viewer-format';

/** The day of an instant, in words, in the viewer's locale and time zone: 'June 24, 2030'. */
export function formatLongDate(value: string): string {
  if (Number.isNaN(Date.parse(value))) return '—';
  return viewerFormat.longDate(dateIn(value, viewerFormat.timeZone));
}
