/** Boxes whose children are walked for location atoms. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'udta', 'meta', 'ilst']);
/** Top-level boxes held whole in memory so a location inside can be neutralised before they are passed on. */
const HELD = new Set(['moov', 'udta', 'meta']);
/** QuickTime '©xyz' (ISO 6709 position) and 3GPP 'loci' (location information). */
const LOCATION_TYPES = new Set(['\u00a9xyz', 'loci']);
/** The largest top-level box held to be checked; a 'moov' is a few MB even for long videos. */
export const MP4_HELD_BOX_MAX = 64 * 1024 * 1024;

const ISO6709 = /([+-]\d{1,2}(?:\.\d+)?)([+-]\d{1,3}(?:\.\d+)?)/;

export class Mp4IndexTooLargeError extends Error {
  override name = 'Mp4IndexTooLargeError';
}

/** 'lat, lon' (5 decimals) from an ISO 6709 string such as '+51.5074-000.1278+010.000/'. */
export function iso6709ToPosition(text: string): string | undefined {
  const match = ISO6709.exec(text);
  if (!match) return undefined;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/** The names of an Apple 'keys' box (mdta keys), by their 1-based index. */
function readKeys(box: Buffer): Map<number, string> {
  const keys = new Map<number, string>();
  if (box.length < 16) return keys;
  const count = box.readUInt32BE(12);
  let at = 16;
  for (let index = 1; index <= count && at + 8 <= box.length; index++) {
    const size = box.readUInt32BE(at);
    if (size < 8 || at + size > box.length) break;
    keys.set(index, box.toString('latin1', at + 8, at + size));
    at += size;
  }
  return keys;
}

/** QuickTime 'meta' boxes have no version field, ISO ones do: look where 'hdlr' is. */
function metaChildrenStart(box: Buffer, headerSize: number): number {
  return box.toString('latin1', headerSize + 4, headerSize + 8) === 'hdlr' ? headerSize : headerSize + 4;
}

/**
 * Walks a box in place, renaming every location box to 'free' (which every reader skips) and keeping the
 * first position it read. Sizes never change, so every offset in the file (chunk offsets, 'mdat') holds.
 * `keys` are the Apple metadata keys of the enclosing 'meta', by which an 'ilst' item is named.
 */
function neutralise(
  box: Buffer,
  strip: boolean,
  found: { position?: string | undefined },
  keys = new Map<number, string>(),
  headerSize = 8,
): void {
  const type = box.toString('latin1', 4, 8);
  const start = type === 'meta' ? metaChildrenStart(box, headerSize) : headerSize;
  const children: { at: number; size: number; type: string }[] = [];
  for (let at = start; at + 8 <= box.length;) {
    const size = box.readUInt32BE(at);
    if (size < 8 || at + size > box.length) break;
    children.push({ at, size, type: box.toString('latin1', at + 4, at + 8) });
    at += size;
  }
  const keysBox = children.find((child) => child.type === 'keys');
  const childKeys = keysBox ? readKeys(box.subarray(keysBox.at, keysBox.at + keysBox.size)) : keys;
  for (const child of children) {
    const body = box.subarray(child.at, child.at + child.size);
    const keyName = type === 'ilst' ? keys.get(body.readUInt32BE(4)) : undefined;
    if (LOCATION_TYPES.has(child.type) || (keyName !== undefined && /location/i.test(keyName))) {
      found.position ??= iso6709ToPosition(body.toString('latin1', 8));
      if (strip) body.write('free', 4, 'latin1');
    } else if (CONTAINERS.has(child.type)) {
      neutralise(body, strip, found, childKeys);
    }
  }
}

export interface Mp4LocationFilter {
  /** The file's bytes with location boxes renamed to 'free' (when stripping); same length as the input. */
  filter(source: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer>;
  /** The first position found ('lat, lon'), once the stream has been read. */
  position(): string | undefined;
}

/**
 * Streams an MP4 or QuickTime file through, holding only its top-level 'moov' (and stray 'udta' or
 * 'meta') boxes whole, where the QuickTime '©xyz', 3GPP 'loci' and Apple 'com.apple.quicktime.location.*'
 * entries live; with `strip`, they are renamed 'free'. The rest (the large 'mdat') flows past untouched.
 */
export function createMp4LocationFilter(opts: { strip: boolean }): Mp4LocationFilter {
  const found: { position?: string | undefined } = {};
  async function* filter(source: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
    let pending = Buffer.alloc(0);
    let passThrough = 0;
    let held: { size: number; headerSize: number; parts: Buffer[]; length: number } | undefined;
    let rest = false;
    for await (const input of source) {
      let chunk = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
      while (chunk.length > 0) {
        if (rest) {
          yield chunk;
          break;
        }
        if (passThrough > 0) {
          const take = chunk.subarray(0, passThrough);
          passThrough -= take.length;
          chunk = chunk.subarray(take.length);
          yield take;
          continue;
        }
        if (held) {
          const take = chunk.subarray(0, held.size - held.length);
          held.parts.push(take);
          held.length += take.length;
          chunk = chunk.subarray(take.length);
          if (held.length === held.size) {
            const box = Buffer.concat(held.parts);
            neutralise(box, opts.strip, found, undefined, held.headerSize);
            held = undefined;
            yield box;
          }
          continue;
        }
        // Gather a box header (it may straddle chunks); every branch below hands the gathered bytes on as `chunk`.
        pending = Buffer.concat([pending, chunk]);
        if (pending.length < 8) break;
        const size32 = pending.readUInt32BE(0);
        const type = pending.toString('latin1', 4, 8);
        const headerSize = size32 === 1 ? 16 : 8;
        if (pending.length < headerSize) break;
        const size = size32 === 1 ? Number(pending.readBigUInt64BE(8)) : size32;
        const box = pending;
        pending = Buffer.alloc(0);
        if (size32 === 0 || size < headerSize) {
          // To the end of the file, or not a box we can follow: pass the rest on unchanged.
          rest = true;
          chunk = box;
        } else if (HELD.has(type)) {
          if (size > MP4_HELD_BOX_MAX) throw new Mp4IndexTooLargeError(`'${type}' box of ${size} bytes`);
          held = { size, headerSize, parts: [], length: 0 };
          chunk = box;
        } else {
          passThrough = size;
          chunk = box;
        }
      }
    }
    if (held) yield Buffer.concat(held.parts);
    if (pending.length > 0) yield pending;
  }
  return { filter, position: () => found.position };
}
