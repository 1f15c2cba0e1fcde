/**
 * The media library's rules, free of zod so the screen can use them without loading the schema
 * library; src/common/schemas/media.ts builds the request and response schemas from them.
 */
export const MEDIA_FILE_FIELD = 'file';
export const MEDIA_PEOPLE_FIELD = 'people';
/**
 * Whether the uploader keeps the place a photo or video was taken (sent before the file):
 * 'no' (the default) removes it from the stored file; 'private' keeps it as text only the uploader sees
 * (the stored file still loses it); 'shared' keeps it in the file and shows it to the co-parent too.
 */
export const MEDIA_LOCATION_FIELD = 'keepLocation';
export const MEDIA_LOCATION_CHOICES = ['no', 'private', 'shared'] as const;
export type MediaLocationChoice = (typeof MEDIA_LOCATION_CHOICES)[number];
/** The default limits; an operator can change them with MEDIA_MAX_PHOTO_MB and MEDIA_MAX_VIDEO_MB. */
export const MEDIA_DEFAULT_MAX_MB = { photo: 20, video: 200 } as const;
export const MEDIA_ACCEPT = 'image/*,video/*';
export const MEDIA_TYPES = ['photo', 'video'] as const;
/** Spec: memory tags, 3 shown, then '+N'. */
export const MEMORY_TAGS_SHOWN = 3;
export const MEDIA_PEOPLE_MAX = 10;
export const MEDIA_PERSON_NAME_MAX = 60;

export const MEDIA_CATEGORIES = {
  birthday: 'Birthday',
  holiday: 'Holiday',
  vacation: 'Vacation',
  sports: 'Sports',
  school: 'School',
  outdoors: 'Outdoors',
  family_time: 'Family time',
  everyday: 'Everyday',
} as const;
export type MediaCategory = keyof typeof MEDIA_CATEGORIES;

export const MEDIA_MESSAGES = {
  wrongType: 'Choose a photo (JPEG, PNG, WebP or GIF) or a video (MP4, MOV or WebM)',
  photoTooLarge: (mb: number) => `Photos must be at most ${mb} MB`,
  videoTooLarge: (mb: number) => `Videos must be at most ${mb} MB`,
  unreadable: 'That photo could not be read; try another file',
  notUploader: 'Only the parent who uploaded this can delete it',
  badLocationChoice: `Keep location must be one of ${MEDIA_LOCATION_CHOICES.join(', ')}`,
  videoIndexTooLarge: 'This video could not be checked for a location (its index is too large); try a shorter video',
  tooManyPeople: `Name at most ${MEDIA_PEOPLE_MAX} people`,
  personTooLong: `Each name must be at most ${MEDIA_PERSON_NAME_MAX} characters`,
} as const;

/** The names typed by the uploader ("Emma, Noah"): trimmed, without blanks or repeats. */
export function parsePeople(text: string): string[] {
  const names = text
    .split(',')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter((name) => name.length > 0);
  return [...new Set(names)];
}

/** 'M:SS' or 'H:MM:SS' for a video's length. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
