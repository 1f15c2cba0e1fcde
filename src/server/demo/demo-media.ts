import { analyzeMediaOffline } from '../ai/offline/media/analyze-media.js';
import { readImageFacts } from '../features/media/image-facts.js';
import { putBlob, recordMediaItem } from '../features/media/store-media.js';
import type { DemoSeed } from './demo-seed.js';

const DAY = 86_400_000;

interface DemoPhoto {
  name: string;
  /** When it was taken: a fixed month and day (the last one before now) or days ago. */
  when: { month: number; day: number } | { daysAgo: number } | { yearsAgo: number };
  hour: number;
  colours: [string, string, string];
  uploader: 0 | 1;
  people?: string[];
  gps?: [number, number];
}

const PHOTOS: DemoPhoto[] = [
  {
    name: 'Beach day.jpg',
    when: { month: 7, day: 20 },
    hour: 11,
    colours: ['#6fb7ea', '#4a90d9', '#f2d49b'],
    uploader: 0,
    gps: [50.7192, -1.8808],
  },
  {
    name: 'Family bike ride.jpg',
    when: { yearsAgo: 1 },
    hour: 10,
    colours: ['#b7e4c7', '#74c69d', '#40916c'],
    uploader: 1,
    people: ['Emma', 'Liam'],
  },
  {
    name: 'Emma birthday cake.jpg',
    when: { month: 4, day: 12 },
    hour: 16,
    colours: ['#f7c6d9', '#e07a5f', '#f2cc8f'],
    uploader: 1,
    people: ['Emma'],
  },
  {
    name: 'First day of school.jpg',
    when: { month: 9, day: 3 },
    hour: 8,
    colours: ['#e9edc9', '#81b29a', '#3d405b'],
    uploader: 0,
    people: ['Emma', 'Liam'],
  },
  {
    name: 'Halloween costumes.jpg',
    when: { month: 10, day: 31 },
    hour: 19,
    colours: ['#2b2d42', '#f77f00', '#1d1e2c'],
    uploader: 1,
    people: ['Liam'],
  },
  { name: 'Christmas morning.jpg', when: { month: 12, day: 25 }, hour: 9, colours: ['#c1121f', '#f8f4e3', '#2d6a4f'], uploader: 0 },
  {
    name: 'Zoo trip giraffes.jpg',
    when: { daysAgo: 110 },
    hour: 13,
    colours: ['#a7c957', '#6a994e', '#f2e8cf'],
    uploader: 1,
    gps: [51.5353, -0.1534],
  },
  { name: 'Park picnic.jpg', when: { daysAgo: 75 }, hour: 12, colours: ['#90be6d', '#43aa8b', '#b5e48c'], uploader: 0 },
  {
    name: 'Grandma visit.jpg',
    when: { daysAgo: 35 },
    hour: 15,
    colours: ['#ddbea9', '#cb997e', '#6b705c'],
    uploader: 1,
    people: ['Emma', 'Liam'],
  },
  {
    name: 'Liam soccer match.jpg',
    when: { daysAgo: 12 },
    hour: 10,
    colours: ['#52b788', '#2d6a4f', '#95d5b2'],
    uploader: 0,
    people: ['Liam'],
  },
];

function takenAt(photo: DemoPhoto, now: Date): Date {
  const at = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), photo.hour, 12, 0));
  const { when } = photo;
  if ('daysAgo' in when) return at(new Date(now.getTime() - when.daysAgo * DAY));
  if ('yearsAgo' in when) return at(new Date(Date.UTC(now.getUTCFullYear() - when.yearsAgo, now.getUTCMonth(), now.getUTCDate())));
  const thisYear = at(new Date(Date.UTC(now.getUTCFullYear(), when.month - 1, when.day)));
  return thisYear.getTime() < now.getTime() ? thisYear : at(new Date(Date.UTC(now.getUTCFullYear() - 1, when.month - 1, when.day)));
}

const exifDate = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');

/** EXIF GPS as degrees, minutes and hundredths of seconds, the rational form cameras write. */
function gpsExif([lat, lon]: [number, number]): Record<string, string> {
  const dms = (value: number) => {
    const abs = Math.abs(value);
    const degrees = Math.floor(abs);
    const minutes = Math.floor((abs - degrees) * 60);
    const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100);
    return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
  };
  return { GPSLatitudeRef: lat < 0 ? 'S' : 'N', GPSLatitude: dms(lat), GPSLongitudeRef: lon < 0 ? 'W' : 'E', GPSLongitude: dms(lon) };
}

/** A soft three-colour picture with EXIF, generated here so the demo ships no binary files. */
async function demoPhoto(photo: DemoPhoto, at: Date): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const [top, middle, bottom] = photo.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="900" cy="220" r="110" fill="#ffffff" fill-opacity="0.35"/>
    <circle cx="330" cy="640" r="170" fill="#ffffff" fill-opacity="0.18"/></svg>`;
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'Amity demo' }, IFD2: { DateTimeOriginal: exifDate(at) } };
  if (photo.gps) exif.IFD3 = gpsExif(photo.gps);
  return sharp(Buffer.from(svg)).withExif(exif).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The demo family's media library: ten photos over the past year through the real pipeline
 * (thumbnail, EXIF date and place, offline analysis), one of them taken a year ago today.
 */
export async function seedDemoMedia(opts: DemoSeed) {
  const { db, blobs, familyId, parents, now } = opts;
  if (!blobs) return;
  for (const photo of PHOTOS) {
    const at = takenAt(photo, now);
    const data = await demoPhoto(photo, at);
    const { thumbnail, ...facts } = await readImageFacts(data);
    const analysis = analyzeMediaOffline({ fileName: photo.name, mediaType: 'photo', facts, people: photo.people ?? [] });
    const original = await putBlob(blobs, { name: photo.name, contentType: 'image/jpeg', data });
    const thumb = await putBlob(blobs, {
      name: photo.name.replace(/\.jpg$/, '-thumbnail.webp'),
      contentType: 'image/webp',
      data: thumbnail,
    });
    const uploadedAt = new Date(Math.min(now.getTime() - 60_000, at.getTime() + 6 * 3_600_000));
    await recordMediaItem({
      db,
      blobs,
      item: {
        familyId,
        userId: parents[photo.uploader],
        mediaType: 'photo',
        fileName: photo.name,
        original,
        thumbnail: thumb,
        analysis,
        ...facts,
        locationShared: true, // the demo's photos keep their place in the file, as if shared on upload
        createdAt: uploadedAt.toISOString(),
      },
    });
  }
}
