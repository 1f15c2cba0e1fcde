import { MEDIA_FILE_FIELD, MEDIA_MESSAGES } from '../../../common/media-rules.js';
import type { MediaFacts } from '../../../common/schemas/media.js';
import { AppError } from '../../errors.js';

export const THUMBNAIL_SIZE = 480;
const PIXEL_LIMIT = 100_000_000;

export interface ImageFacts extends MediaFacts {
  width: number;
  height: number;
  thumbnail: Buffer;
}

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;

/** EXIF dates carry no time zone: the camera's wall-clock time is kept as written, marked UTC. */
export function exifDateToIso(value: unknown): string | undefined {
  const match = typeof value === 'string' ? EXIF_DATE.exec(value) : null;
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const valid = y >= 1900 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
  return valid ? date.toISOString() : undefined;
}

function formatPosition(latitude: unknown, longitude: unknown): string | undefined {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  if (latitude === 0 && longitude === 0) return undefined;
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

async function readExif(data: Buffer): Promise<Pick<MediaFacts, 'takenAt' | 'location'>> {
  const { default: exifr } = await import('exifr');
  try {
    const exif: Record<string, unknown> | undefined = await exifr.parse(data, {
      gps: true,
      reviveValues: false,
      translateValues: false,
      pick: ['DateTimeOriginal', 'CreateDate', 'ModifyDate', 'GPSLatitude', 'GPSLatitudeRef', 'GPSLongitude', 'GPSLongitudeRef'],
    });
    if (!exif) return {};
    const takenAt = exifDateToIso(exif.DateTimeOriginal) ?? exifDateToIso(exif.CreateDate) ?? exifDateToIso(exif.ModifyDate);
    return { takenAt, location: formatPosition(exif.latitude, exif.longitude) };
  } catch {
    // Broken EXIF is common and never a reason to refuse a photo.
    return {};
  }
}

/**
 * Everything the library keeps about a photo: its upright size, a WebP thumbnail turned by the EXIF
 * orientation (and, as sharp writes no metadata unless asked, without the GPS position), the taken
 * date and place, and the light and colour the offline analysis describes.
 */
export async function readImageFacts(data: Buffer): Promise<ImageFacts> {
  // Loaded on first use: sharp and libvips hold memory an idle server does not need.
  const { default: sharp } = await import('sharp');
  const image = () => sharp(data, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' });
  try {
    const meta = await image().metadata();
    const sideways = (meta.orientation ?? 1) >= 5;
    const thumbnail = await image()
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    const stats = await image().rotate().resize(64, 64, { fit: 'inside' }).removeAlpha().stats();
    const [r, g, b] = stats.channels.map((c) => c.mean) as [number, number, number];
    return {
      width: (sideways ? meta.height : meta.width) ?? 0,
      height: (sideways ? meta.width : meta.height) ?? 0,
      thumbnail,
      brightness: Math.round(((0.2126 * r + 0.7152 * g + 0.0722 * b) / 255) * 1000) / 1000,
      dominant: stats.dominant,
      ...(await readExif(data)),
    };
  } catch {
    throw new AppError('bad_request', MEDIA_MESSAGES.unreadable, { [MEDIA_FILE_FIELD]: MEDIA_MESSAGES.unreadable });
  }
}
