import { dateIn } from '@common/format/format';
import { messageAgeLabel } from '@common/time-labels';
import { viewerFormat } from '@/lib/viewer-format';

const DAY_MS = 86_400_000;

/** A message's time under its bubble: 'Just now', '5 min ago', '3 hours ago', then its date and time. */
export function bubbleTimeLabel(iso: string, now: Date = new Date()): string {
  return now.getTime() - Date.parse(iso) < DAY_MS ? messageAgeLabel(iso, now, viewerFormat) : viewerFormat.dateTime(iso);
}

/** When a message was read: the time alone today, else the date and the time. */
export function readTimeLabel(iso: string, now: Date = new Date()): string {
  const sameDay = dateIn(iso, viewerFormat.timeZone) === viewerFormat.today(now);
  return sameDay ? viewerFormat.time(iso) : viewerFormat.dateTime(iso);
}
