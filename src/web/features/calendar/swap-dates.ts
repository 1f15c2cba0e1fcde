import { viewerFormat } from '@/lib/viewer-format';

/** 'Sat, Nov 28 and Sun, Nov 29' */
export function formatSwapDates(dates: string[]): string {
  const labels = dates.map((d) => viewerFormat.weekdayDate(d));
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1] ?? ''}`;
}

export const STATUS_LABEL = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const;
