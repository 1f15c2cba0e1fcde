import type { MediaCategory } from '../../../../common/media-rules.js';

interface NameRule {
  category: MediaCategory;
  /** Whole words of the file name, lower case. */
  words: readonly string[];
  tags: readonly string[];
}

/** In priority order: the first rule that matches sets the category; every match adds its tags. */
const RULES: readonly NameRule[] = [
  { category: 'birthday', words: ['birthday', 'bday', 'birthdays', 'cake', 'candles'], tags: ['birthday', 'celebration'] },
  { category: 'birthday', words: ['party', 'parties'], tags: ['party', 'celebration'] },
  { category: 'holiday', words: ['christmas', 'xmas', 'santa'], tags: ['christmas', 'holiday'] },
  { category: 'holiday', words: ['halloween', 'costume', 'costumes', 'pumpkin', 'trickortreat'], tags: ['halloween', 'costume'] },
  {
    category: 'holiday',
    words: ['thanksgiving', 'easter', 'hanukkah', 'diwali', 'eid', 'newyear', 'nye', 'holiday', 'holidays'],
    tags: ['holiday'],
  },
  {
    category: 'sports',
    words: ['soccer', 'football', 'basketball', 'baseball', 'hockey', 'tennis', 'rugby', 'volleyball', 'softball'],
    tags: ['sports', 'team'],
  },
  { category: 'sports', words: ['swim', 'swimming', 'gymnastics', 'karate', 'judo', 'race', 'marathon', 'skating'], tags: ['sports'] },
  { category: 'sports', words: ['match', 'tournament', 'practice', 'game', 'goal'], tags: ['sports'] },
  { category: 'school', words: ['school', 'class', 'classroom', 'teacher', 'homework', 'firstday', 'kindergarten'], tags: ['school'] },
  { category: 'school', words: ['graduation', 'recital', 'concert', 'play', 'award', 'science', 'fair'], tags: ['school', 'performance'] },
  { category: 'vacation', words: ['beach', 'sea', 'ocean', 'sand', 'surf', 'waves', 'seaside'], tags: ['beach', 'outdoors'] },
  { category: 'vacation', words: ['vacation', 'trip', 'travel', 'roadtrip', 'camping', 'hotel', 'cabin', 'cruise'], tags: ['travel'] },
  {
    category: 'outdoors',
    words: ['park', 'playground', 'picnic', 'garden', 'hike', 'hiking', 'forest', 'lake', 'mountain'],
    tags: ['outdoors'],
  },
  { category: 'outdoors', words: ['zoo', 'aquarium', 'farm', 'safari'], tags: ['animals', 'outing'] },
  { category: 'outdoors', words: ['snow', 'snowman', 'sledding', 'ski'], tags: ['snow', 'outdoors'] },
  { category: 'outdoors', words: ['bike', 'cycling', 'scooter'], tags: ['outdoors', 'active'] },
  { category: 'family_time', words: ['family', 'grandma', 'grandpa', 'granny', 'cousins', 'reunion', 'visit'], tags: ['family'] },
  {
    category: 'family_time',
    words: ['dinner', 'breakfast', 'lunch', 'baking', 'cooking', 'movie', 'movienight'],
    tags: ['home', 'family'],
  },
];

/** Matched words too vague to be a tag on their own. */
const VAGUE_WORDS = new Set(['play', 'class', 'fair', 'game', 'goal', 'visit', 'science', 'sea', 'sand', 'waves', 'match', 'practice']);

/** Words of a file name: no extension, split on separators, digits and camelCase ("BeachDay_02.jpg" -> beach, day). */
export function fileNameWords(fileName: string): string[] {
  const stem = fileName.replace(/\.[a-z0-9]{1,5}$/i, '');
  return stem
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 1);
}

/** Camera names such as PXL_20240714_183005 or IMG-20240714-WA0001 carry the date the photo was taken. */
export function dateFromFileName(fileName: string): string | undefined {
  const match = /(?:^|[^0-9])(20\d{2})[-_]?(0[1-9]|1[0-2])[-_]?(0[1-9]|[12]\d|3[01])(?:[-_ T]?([01]\d|2[0-3])[-_.:]?([0-5]\d))?/.exec(
    fileName,
  );
  if (!match) return undefined;
  const [, y, m, d, h = '12', mi = '00'] = match;
  const date = new Date(`${y}-${m}-${d}T${h}:${mi}:00.000Z`);
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d) ? undefined : date.toISOString();
}

/** The category and tags a file name justifies; 'everyday' with no tags when it says nothing. */
export function categoriseFileName(fileName: string): { category: MediaCategory; tags: string[]; keywords: string[] } {
  const words = new Set(fileNameWords(fileName));
  const matches = RULES.filter((rule) => rule.words.some((word) => words.has(word)));
  const keywords = [...new Set(matches.flatMap((rule) => rule.words.filter((word) => words.has(word))))];
  const specific = keywords.filter((word) => !VAGUE_WORDS.has(word));
  const tags = [...new Set([...specific, ...matches.flatMap((rule) => rule.tags)])];
  return { category: matches[0]?.category ?? 'everyday', tags, keywords };
}
