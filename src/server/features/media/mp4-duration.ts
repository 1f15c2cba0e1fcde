/** How much of the 'moov' box is kept: 'mvhd' is its first child in practice, so a few KB is plenty. */
const MOOV_PREFIX_BYTES = 4096;

export interface Mp4DurationReader {
  /** Feed the file's bytes in order, in chunks of any size. */
  push(chunk: Uint8Array): void;
  /** The movie's length in seconds, once 'moov/mvhd' has been seen; undefined when it is missing or unreadable. */
  durationSeconds(): number | undefined;
}

/** Reads the 'mvhd' box (ISO/IEC 14496-12 8.2.2): version 0 has 32-bit times, version 1 64-bit. */
function parseMvhd(body: Buffer): number | undefined {
  if (body.length < 4) return undefined;
  const version = body[0];
  const [scaleAt, durationAt, need] = version === 1 ? [20, 24, 32] : [12, 16, 20];
  if (body.length < need) return undefined;
  const timescale = body.readUInt32BE(scaleAt);
  const duration = version === 1 ? Number(body.readBigUInt64BE(durationAt)) : body.readUInt32BE(durationAt);
  if (timescale === 0 || duration === 0 || (version === 0 && duration === 0xffffffff)) return undefined;
  return Math.round((duration / timescale) * 1000) / 1000;
}

function findMvhd(moov: Buffer): number | undefined {
  let at = 0;
  while (at + 8 <= moov.length) {
    const size = moov.readUInt32BE(at);
    const type = moov.toString('latin1', at + 4, at + 8);
    if (type === 'mvhd') return parseMvhd(moov.subarray(at + 8, size >= 8 ? at + size : moov.length));
    if (size < 8) return undefined;
    at += size;
  }
  return undefined;
}

/**
 * Walks the top-level boxes of an MP4 or QuickTime file as it streams past, keeping only the start of
 * 'moov' (which may come after a huge 'mdat'), so a 200 MB video never sits in memory.
 */
export function createMp4DurationReader(): Mp4DurationReader {
  let header = Buffer.alloc(0);
  let skip = 0;
  let moov: Buffer[] | undefined;
  let moovWanted = 0;
  let result: number | undefined;
  let done = false;

  const finishMoov = () => {
    result = findMvhd(Buffer.concat(moov ?? []));
    done = true;
  };

  const push = (input: Uint8Array) => {
    let chunk = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    while (!done && chunk.length > 0) {
      if (moov) {
        const take = chunk.subarray(0, moovWanted);
        moov.push(take);
        moovWanted -= take.length;
        chunk = chunk.subarray(take.length);
        if (moovWanted === 0) finishMoov();
        continue;
      }
      if (skip > 0) {
        const step = Math.min(skip, chunk.length);
        skip -= step;
        chunk = chunk.subarray(step);
        continue;
      }
      header = Buffer.concat([header, chunk]);
      if (header.length < 8) return;
      const size32 = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      const headerSize = size32 === 1 ? 16 : 8;
      if (header.length < headerSize) return;
      const size = size32 === 1 ? Number(header.readBigUInt64BE(8)) : size32 === 0 ? Number.POSITIVE_INFINITY : size32;
      if (size < headerSize) {
        done = true;
        return;
      }
      const rest = header.subarray(headerSize);
      header = Buffer.alloc(0);
      if (type === 'moov') {
        moov = [];
        moovWanted = Math.min(size - headerSize, MOOV_PREFIX_BYTES);
      } else {
        skip = size - headerSize;
      }
      chunk = rest;
    }
  };

  return {
    push,
    durationSeconds: () => {
      if (!done && moov) finishMoov();
      return result;
    },
  };
}
