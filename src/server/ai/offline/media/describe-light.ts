import type { MediaFacts } from '../../../../common/schemas/media.js';

export type Season = 'winter' | 'spring' | 'summer' | 'autumn';
export type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

const NORTHERN_SEASONS: readonly Season[] = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
];
const FLIP: Record<Season, Season> = { winter: 'summer', summer: 'winter', spring: 'autumn', autumn: 'spring' };

/** Meteorological season of the date; south of the equator (from the GPS position) the seasons are turned round. */
export function seasonOf(takenAt: string, location?: string): Season {
  const season = NORTHERN_SEASONS[new Date(takenAt).getUTCMonth()] ?? 'winter';
  const latitude = location ? Number.parseFloat(location) : Number.NaN;
  return latitude < 0 ? FLIP[season] : season;
}

export function timeOfDayOf(takenAt: string): TimeOfDay {
  const hour = new Date(takenAt).getUTCHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}

export interface LightReading {
  tags: string[];
  /** Colour or light evidence of being outside: grass green or a bright blue sky. */
  looksOutdoors: boolean;
}

/**
 * What the pixels justify saying, from the mean brightness and the most common colour only: bright or
 * low light, greenery, blue sky, warm light. Nothing about who or what is in the picture.
 */
export function describeLight(facts: MediaFacts): LightReading {
  const tags: string[] = [];
  const { brightness, dominant } = facts;
  if (brightness !== undefined) {
    if (brightness >= 0.62) tags.push('bright');
    if (brightness <= 0.22) tags.push('low light');
  }
  let looksOutdoors = false;
  if (dominant) {
    const { r, g, b } = dominant;
    const lit = (brightness ?? 0.5) >= 0.35;
    if (g > r + 15 && g > b + 10 && lit) {
      tags.push('greenery');
      looksOutdoors = true;
    } else if (b > r + 40 && b >= g && lit) {
      tags.push('blue sky');
      looksOutdoors = true;
    } else if (r > b + 50 && r >= g) {
      tags.push('warm light');
    }
  }
  return { tags, looksOutdoors };
}
