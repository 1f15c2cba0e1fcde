import { viewerFormat } from '@/lib/viewer-format';
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

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Jul 14, 2024' for the memory's day. */
export function formatMemoryDay(item: Pick<MediaItem, 'takenDate' | 'uploadDate'>): string {
  const { year, month, day } = memoryDay(item);
  return viewerFormat.date(`${year}-${pad(month)}-${pad(day)}`);
}

/** 'July 2024'. */
export const monthLabel = (year: number, month: number): string => viewerFormat.month(`${year}-${pad(month)}`);
