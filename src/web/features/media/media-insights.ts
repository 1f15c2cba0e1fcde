import type { MediaItem } from '@common/schemas/media';
import { memoryDay } from './media-dates';

export interface MonthCount {
  year: number;
  month: number;
  count: number;
}

/** How many memories each of the last `months` months holds (by the day they belong to), oldest first. */
export function countsByMonth(items: MediaItem[], today: Date, months = 12): MonthCount[] {
  const result: MonthCount[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const d = new Date(today.getFullYear(), today.getMonth() - back, 1);
    result.push({ year: d.getFullYear(), month: d.getMonth() + 1, count: 0 });
  }
  for (const item of items) {
    const { year, month } = memoryDay(item);
    const slot = result.find((r) => r.year === year && r.month === month);
    if (slot) slot.count += 1;
  }
  return result;
}

/** Categories by number of memories, most first (ties by name). */
export function countsByCategory(items: MediaItem[]): { category: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.eventCategory, (counts.get(item.eventCategory) ?? 0) + 1);
  return [...counts]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

/** Memories from this calendar day in earlier years, most recent year first. */
export function onThisDay(items: MediaItem[], today: Date): MediaItem[] {
  const [month, day, year] = [today.getMonth() + 1, today.getDate(), today.getFullYear()];
  return items
    .filter((item) => {
      const d = memoryDay(item);
      return d.month === month && d.day === day && d.year < year;
    })
    .sort((a, b) => memoryDay(b).year - memoryDay(a).year);
}

/** The tags used most, with how often. */
export function topTags(items: MediaItem[], limit = 10): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of item.aiTags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, limit);
}
