import type { MediaItem } from '@common/schemas/media';

export const ALL_CATEGORIES = 'all';

/** What a search matches: file name, tags, category (key and label), place and named people. */
function haystack(item: MediaItem, labelOf: (category: string) => string): string {
  return [item.fileName, ...item.aiTags, item.eventCategory, labelOf(item.eventCategory), item.location ?? '', ...item.peopleDetected]
    .join(' ')
    .toLowerCase();
}

/** The items matching every word of the search (in any order) and the chosen category. */
export function filterMedia(
  items: MediaItem[],
  search: string,
  category: string,
  labelOf: (category: string) => string = String,
): MediaItem[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter(
    (item) =>
      (category === ALL_CATEGORIES || item.eventCategory === category) && words.every((word) => haystack(item, labelOf).includes(word)),
  );
}

/** The categories present in the library, in the given order first, then any others by name. */
export function categoriesIn(items: MediaItem[], order: readonly string[]): string[] {
  const present = new Set(items.map((item) => item.eventCategory));
  return [...order.filter((c) => present.has(c)), ...[...present].filter((c) => !order.includes(c)).sort()];
}
