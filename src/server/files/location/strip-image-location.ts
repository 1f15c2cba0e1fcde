import { stripGifLocation } from './gif-location.js';
import { stripJpegLocation } from './jpeg-location.js';
import { stripPngLocation } from './png-location.js';
import { stripWebpLocation } from './webp-location.js';

const STRIPPERS: Record<string, (data: Buffer) => Buffer> = {
  'image/jpeg': stripJpegLocation,
  'image/png': stripPngLocation,
  'image/webp': stripWebpLocation,
  'image/gif': stripGifLocation,
};

/**
 * The file without the places it carries (EXIF GPS, XMP and IPTC locations), for the image types Amity
 * accepts; pixels are never re-encoded. Other types (PDF, office documents) are returned unchanged.
 */
export function stripImageLocation(data: Buffer, contentType: string): Buffer {
  const strip = STRIPPERS[contentType];
  return strip ? strip(data) : data;
}
