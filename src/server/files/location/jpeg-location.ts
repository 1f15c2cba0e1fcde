import { hasIptcLocation } from './iptc-location.js';
import { blankGpsIfd } from './tiff-gps.js';
import { hasXmpLocation } from './xmp-location.js';

const EXIF = Buffer.from('Exif\0\0', 'latin1');
const XMP = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
const XMP_EXTENSION = Buffer.from('http://ns.adobe.com/xmp/extension/\0', 'latin1');
const PHOTOSHOP = Buffer.from('Photoshop 3.0\0', 'latin1');
const SOS = 0xda;
const APP1 = 0xe1;
const APP13 = 0xed;

/**
 * Removes the places from a JPEG without re-encoding it: the EXIF GPS fields are emptied in place (the
 * APP1 segment keeps its length and everything else in it), an XMP packet or extension naming a place is
 * dropped, and so is a Photoshop/IPTC block with location datasets. The image data, from the start of
 * scan to the end, is copied byte for byte. A JPEG whose segments cannot be followed is returned as is.
 */
export function stripJpegLocation(data: Buffer): Buffer {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return data;
  const out = Buffer.from(data);
  const keep: [number, number][] = [[0, 2]];
  let at = 2;
  while (at + 4 <= out.length) {
    if (out[at] !== 0xff) return data;
    const marker = out[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === SOS) break;
    const length = out.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > out.length) return data;
    const body = out.subarray(at + 4, end);
    let drop = false;
    if (marker === APP1 && body.subarray(0, EXIF.length).equals(EXIF)) {
      blankGpsIfd(body.subarray(EXIF.length));
    } else if (marker === APP1 && (startsWith(body, XMP) || startsWith(body, XMP_EXTENSION))) {
      drop = hasXmpLocation(body.toString('utf8'));
    } else if (marker === APP13 && startsWith(body, PHOTOSHOP)) {
      drop = hasIptcLocation(body.subarray(PHOTOSHOP.length));
    }
    if (!drop) keep.push([at, end]);
    at = end;
  }
  keep.push([at, out.length]);
  return Buffer.concat(keep.map(([from, to]) => out.subarray(from, to)));
}

const startsWith = (body: Buffer, prefix: Buffer) => body.length >= prefix.length && body.subarray(0, prefix.length).equals(prefix);
