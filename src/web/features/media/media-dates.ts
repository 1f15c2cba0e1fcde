import type { MediaItem } from '@common/schemas/media';

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/**
 * The day a memory belongs to: when it was taken (EXIF wall-clock time, stored as UTC so it reads the
 * same for everyone), else when it was uploaded, in the viewer's time zone.
 */
export function memoryDay(item: Pick<MediaItem, 'takenDate' | 'uploadDate'>): CalendarDay {
  if (item.takenDate) {
    const d = new Date(item.takenDate);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  }
  const d = new Date(item.uploadDate);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/** '14 Jul 2024' for the memory's day. */
export function formatMemoryDay(item: Pick<MediaItem, 'takenDate' | 'uploadDate'>): string {
  const { year, month, day } = memoryDay(item);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function monthLabel(year: number, month: number, style: 'short' | 'long' = 'short'): string {
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString(undefined, { month: style, year: 'numeric', timeZone: 'UTC' });
}
