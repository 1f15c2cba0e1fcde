import { blankGpsIfd } from './tiff-gps.js';
import { hasXmpLocation } from './xmp-location.js';

const XMP_FLAG = 0x04;
const EXIF_PREFIX = Buffer.from('Exif\0\0', 'latin1');

/**
 * Removes the places from a WebP: the EXIF chunk gets its GPS fields emptied in place, and an XMP chunk
 * naming a place is dropped (the RIFF size and the VP8X flag are updated). Image chunks are copied as
 * they are. A file whose chunks cannot be followed is returned as is.
 */
export function stripWebpLocation(data: Buffer): Buffer {
  if (data.length < 12 || data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP') return data;
  const parts: Buffer[] = [];
  let changed = false;
  let droppedXmp = false;
  let at = 12;
  while (at + 8 <= data.length) {
    const type = data.toString('latin1', at, at + 4);
    const size = data.readUInt32LE(at + 4);
    if (at + 8 + size > data.length) return data;
    const end = Math.min(data.length, at + 8 + size + (size & 1));
    const chunk = Buffer.from(data.subarray(at, end));
    if (type === 'EXIF') {
      const body = chunk.subarray(8, 8 + size);
      changed = blankGpsIfd(body.subarray(0, EXIF_PREFIX.length).equals(EXIF_PREFIX) ? body.subarray(EXIF_PREFIX.length) : body) || changed;
    }
    if (type === 'XMP ' && hasXmpLocation(chunk.toString('utf8', 8, 8 + size))) droppedXmp = true;
    else parts.push(chunk);
    at = end;
  }
  if (!changed && !droppedXmp) return data;
  const vp8x = parts.find((chunk) => chunk.toString('latin1', 0, 4) === 'VP8X');
  if (droppedXmp && vp8x && vp8x.length > 8) vp8x[8] = (vp8x[8] ?? 0) & ~XMP_FLAG;
  const body = Buffer.concat(parts);
  const header = Buffer.from(data.subarray(0, 12));
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
}
