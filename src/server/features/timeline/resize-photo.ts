import { TIMELINE_MESSAGES, TIMELINE_PHOTO_MAX_EDGE } from '../../../common/timeline-rules.js';
import { AppError } from '../../errors.js';

/**
 * The stored photo: turned upright from the EXIF orientation, scaled down to fit 1600x1600 (never up)
 * and re-encoded as WebP. sharp writes no metadata unless asked, so EXIF (camera, GPS position) is dropped.
 */
export async function resizeTimelinePhoto(data: Buffer): Promise<Buffer> {
  // Loaded on first use: sharp and libvips hold memory an idle server does not need.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(data, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(TIMELINE_PHOTO_MAX_EDGE, TIMELINE_PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('bad_request', TIMELINE_MESSAGES.photoUnreadable, { photo: TIMELINE_MESSAGES.photoUnreadable });
  }
}
