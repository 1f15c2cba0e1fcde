import { CHILD_PHOTO_MESSAGES } from '../../../common/child-rules.js';
import { AppError } from '../../errors.js';

export const AVATAR_SIZE = 512;

/**
 * A square avatar: turned upright from the EXIF orientation, cover-cropped to 512x512 and re-encoded
 * as WebP. sharp writes no metadata unless asked, so EXIF (camera, GPS position) is dropped.
 */
export async function resizeToAvatar(data: Buffer): Promise<Buffer> {
  // Loaded on first use: sharp and libvips hold memory an idle server does not need.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(data, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('bad_request', CHILD_PHOTO_MESSAGES.unreadable, { photo: CHILD_PHOTO_MESSAGES.unreadable });
  }
}
