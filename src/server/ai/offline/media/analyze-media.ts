import { createFormat, dateIn } from '../../../../common/format/format.js';
import { formatDuration, type MediaCategory } from '../../../../common/media-rules.js';
import type { MediaAnalysis, MediaAnalysisInput } from '../../../../common/schemas/media.js';
import { describeLight, seasonOf, timeOfDayOf, type Season, type TimeOfDay } from './describe-light.js';
import { categoriseFileName, dateFromFileName } from './file-name-rules.js';

const MOODS: Record<MediaCategory, string> = {
  birthday: 'Joyful and celebratory',
  holiday: 'Festive',
  vacation: 'Relaxed and carefree',
  sports: 'Energetic and proud',
  school: 'Proud',
  outdoors: 'Playful and free',
  family_time: 'Warm and close',
  everyday: 'Warm',
};
/** The category as an adjective in the highlight sentence ("a birthday photo", "an outdoor video"). */
const OCCASIONS: Record<MediaCategory, string> = {
  birthday: 'birthday ',
  holiday: 'holiday ',
  vacation: 'vacation ',
  sports: 'sports ',
  school: 'school ',
  outdoors: 'outdoor ',
  family_time: 'family ',
  everyday: '',
};
const MOOD_SOURCE = '(suggested by the occasion, not read from faces)';
const MAX_TAGS = 12;

const joinNames = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;

/** The stored highlight names its day as day, month in words, year (as audit summaries do), never as digits. */
const HIGHLIGHT_FORMAT = createFormat('en-GB', 'UTC');

/** '14 July 2024': the day it was taken (a wall-clock time stored as UTC), in words that read the same everywhere. */
const longDate = (iso: string): string => HIGHLIGHT_FORMAT.longDate(dateIn(iso, 'UTC'));

function highlight(opts: {
  category: MediaCategory;
  mediaType: 'photo' | 'video';
  people: string[];
  takenAt?: string | undefined;
  season?: Season | undefined;
  timeOfDay?: TimeOfDay | undefined;
  location?: string | undefined;
  durationSeconds?: number | undefined;
}): string {
  const occasion = OCCASIONS[opts.category];
  const length = opts.durationSeconds ? ` (${formatDuration(opts.durationSeconds)})` : '';
  const article = /^[aeiou]/i.test(occasion || opts.mediaType) ? 'An' : 'A';
  const parts = [`${article} ${occasion}${opts.mediaType}${length}`];
  if (opts.people.length > 0) parts.push(`with ${joinNames(opts.people)}`);
  if (opts.takenAt) {
    const moment = [opts.season, opts.timeOfDay].filter(Boolean).join(' ');
    parts.push(`from ${moment ? `${/^[aeiou]/.test(moment) ? 'an' : 'a'} ${moment}, ` : ''}${longDate(opts.takenAt)}`);
  }
  if (opts.location) parts.push(`at ${opts.location}`);
  return `${parts.join(' ')}.`;
}

/**
 * The offline media analysis: the category and tags the file name justifies, the season and time of
 * day of the taken date (EXIF, or a camera-style file name), and what the light and colours show.
 * It never recognises people: peopleDetected holds only names the uploader typed.
 */
export function analyzeMediaOffline(input: MediaAnalysisInput): MediaAnalysis {
  const facts = input.facts ?? {};
  const people = input.people ?? [];
  const { category, tags: nameTags } = categoriseFileName(input.fileName);
  const takenAt = facts.takenAt ?? dateFromFileName(input.fileName);
  const season = takenAt ? seasonOf(takenAt, facts.location) : undefined;
  const timeOfDay = facts.takenAt ? timeOfDayOf(facts.takenAt) : undefined;
  const light = describeLight(facts);

  const outdoors = nameTags.includes('outdoors') || light.looksOutdoors;
  const daylight = timeOfDay === undefined || timeOfDay === 'morning' || timeOfDay === 'afternoon';
  const sunny = outdoors && daylight && (facts.brightness ?? 0) >= 0.55;
  const tags = [
    ...nameTags,
    ...(outdoors ? ['outdoors'] : []),
    ...(sunny ? ['sunny'] : []),
    ...(season ? [season] : []),
    ...(timeOfDay === 'evening' || timeOfDay === 'night' ? [timeOfDay] : []),
    ...light.tags,
    ...(input.mediaType === 'video' ? ['video'] : []),
    ...(facts.location ? ['geotagged'] : []),
  ];
  return {
    eventCategory: category === 'everyday' && outdoors ? 'outdoors' : category,
    emotionAnalysis: `${MOODS[category]} ${MOOD_SOURCE}`,
    tags: [...new Set(tags)].slice(0, MAX_TAGS),
    peopleDetected: people,
    memoryHighlight: highlight({
      category: category === 'everyday' && outdoors ? 'outdoors' : category,
      mediaType: input.mediaType,
      people,
      takenAt,
      season,
      timeOfDay,
      location: facts.location,
      durationSeconds: facts.durationSeconds,
    }),
  };
}
