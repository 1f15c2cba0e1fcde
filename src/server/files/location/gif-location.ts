import { hasXmpLocation } from './xmp-location.js';

const XMP_APPLICATION = 'XMP DataXMP';

/**
 * Removes an XMP application extension naming a place from a GIF (GIF has no EXIF). Frames and other
 * blocks are copied as they are. A file whose blocks cannot be followed is returned as is.
 */
export function stripGifLocation(data: Buffer): Buffer {
  if (data.length < 13 || !data.toString('latin1', 0, 3).startsWith('GIF')) return data;
  const byteAt = (at: number) => {
    const value = data[at];
    if (value === undefined) throw new RangeError('truncated GIF');
    return value;
  };
  /** Skips data sub-blocks (length byte, bytes) up to the zero terminator; answers the offset after it. */
  const skipSubBlocks = (from: number) => {
    let at = from;
    for (let size = byteAt(at); size !== 0; size = byteAt(at)) at += size + 1;
    return at + 1;
  };
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  try {
    let at = 13 + colourTable(byteAt(10));
    const drop: [number, number][] = [];
    while (at < data.length) {
      const introducer = byteAt(at);
      if (introducer === 0x3b) break;
      if (introducer === 0x2c) {
        const afterDescriptor = at + 10 + colourTable(byteAt(at + 9));
        at = skipSubBlocks(afterDescriptor + 1);
      } else if (introducer === 0x21) {
        const label = byteAt(at + 1);
        const end = skipSubBlocks(at + 2);
        if (label === 0xff && data.toString('latin1', at + 3, at + 14) === XMP_APPLICATION) {
          if (hasXmpLocation(data.toString('utf8', at + 14, end))) drop.push([at, end]);
        }
        at = end;
      } else {
        return data;
      }
    }
    if (drop.length === 0) return data;
    const parts: Buffer[] = [];
    let from = 0;
    for (const [start, end] of drop) {
      parts.push(data.subarray(from, start));
      from = end;
    }
    parts.push(data.subarray(from));
    return Buffer.concat(parts);
  } catch {
    return data;
  }
}
