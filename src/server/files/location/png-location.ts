import { crc32, inflateSync } from 'node:zlib';
import { blankGpsIfd } from './tiff-gps.js';
import { hasXmpLocation } from './xmp-location.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** ImageMagick's hex-encoded copies of EXIF, XMP and IPTC, which may hold a position. */
const RAW_PROFILE = /^Raw profile type (exif|app1|xmp|iptc|8bim)$/i;

/** The text of an iTXt chunk (keyword, flags, language, translated keyword, text), inflated when compressed. */
function itxtText(data: Buffer): { keyword: string; text: string } {
  const keywordEnd = data.indexOf(0);
  const keyword = data.toString('latin1', 0, keywordEnd);
  const compressed = data[keywordEnd + 1] === 1;
  const languageEnd = data.indexOf(0, keywordEnd + 3);
  const translatedEnd = data.indexOf(0, languageEnd + 1);
  const raw = data.subarray(translatedEnd + 1);
  return { keyword, text: (compressed ? inflateSync(raw) : raw).toString('utf8') };
}

/**
 * Removes the places from a PNG, chunk by chunk: an eXIf chunk gets its GPS fields emptied in place (and
 * a new CRC), an XMP packet naming a place and ImageMagick's raw metadata profiles are dropped. The image
 * chunks are copied as they are. A PNG whose chunks cannot be followed is returned as is.
 */
export function stripPngLocation(data: Buffer): Buffer {
  if (data.length < 8 || !data.subarray(0, 8).equals(SIGNATURE)) return data;
  const parts: Buffer[] = [data.subarray(0, 8)];
  let at = 8;
  try {
    while (at + 12 <= data.length) {
      const length = data.readUInt32BE(at);
      const type = data.toString('latin1', at + 4, at + 8);
      const end = at + 12 + length;
      if (end > data.length) return data;
      const chunk = Buffer.from(data.subarray(at, end));
      const body = chunk.subarray(8, 8 + length);
      let drop = false;
      if (type === 'eXIf' && blankGpsIfd(body)) {
        chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + length)), 8 + length);
      } else if (type === 'iTXt') {
        const { keyword, text } = itxtText(body);
        drop = RAW_PROFILE.test(keyword) || (keyword === 'XML:com.adobe.xmp' && hasXmpLocation(text));
      } else if (type === 'tEXt' || type === 'zTXt') {
        drop = RAW_PROFILE.test(body.toString('latin1', 0, body.indexOf(0)));
      }
      if (!drop) parts.push(chunk);
      at = end;
      if (type === 'IEND') break;
    }
  } catch {
    return data;
  }
  parts.push(data.subarray(at));
  return Buffer.concat(parts);
}
