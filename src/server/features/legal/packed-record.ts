import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, type Gunzip } from 'node:zlib';

/**
 * The record a report was built from: its canonical JSON's UTF-8, in chunks. Never joined into one buffer or string on
 * the main thread: copying megabytes at once is a pause no time slice can cut.
 */
export type RecordChunks = Buffer[];

/**
 * The record as stored in its document's row: gzipped on libuv's thread pool, so neither the compression nor writing
 * megabytes into SQLite holds the event loop (0043). Unpacked, the bytes, and so the fingerprint, are exactly those
 * built. It is handed to the PDF worker packed.
 */
export async function packRecord(record: RecordChunks): Promise<Buffer> {
  const packed: Buffer[] = [];
  await pipeline(Readable.from(record), createGzip(), async (output: AsyncIterable<Buffer>) => {
    for await (const chunk of output) packed.push(chunk);
  });
  return Buffer.concat(packed);
}

/** The record's JSON as a stream, unpacked on the thread pool as it is read (GET …/record.json). */
export function unpacking(packed: Buffer): Gunzip {
  const gunzip = createGunzip();
  gunzip.end(packed);
  return gunzip;
}
