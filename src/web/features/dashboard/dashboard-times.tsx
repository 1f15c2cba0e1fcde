import { eventTimeLabel, messageAgeLabel } from '@common/time-labels';
import { viewerFormat } from '@/lib/viewer-format';

/** When an upcoming event starts: '3:30 PM', 'Tomorrow 8:05 AM', 'Dec 2 5:00 PM'. */
export function EventTime({ iso }: { iso: string }) {
  return <>{eventTimeLabel(iso, undefined, viewerFormat)}</>;
}

/** How old a conversation's last message is: 'Just now', '5 min ago', '3 hours ago', 'Nov 21, 2026'. */
export function MessageAge({ iso }: { iso: string }) {
  return <>{messageAgeLabel(iso, undefined, viewerFormat)}</>;
}
