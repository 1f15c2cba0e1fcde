import { timeSlicer } from './time-slicer.js';
import { Utf8Chunks } from './utf8-chunks.js';

/**
 * The UTF-8 of `JSON.stringify(items)` in chunks, written an item at a time with turns of the event loop in between:
 * a calendar of thousands of occurrences is megabytes of JSON, which serialised (or encoded for the socket) in one go
 * would hold every other request. Send it as a stream: `Readable.from(chunks)`.
 */
export async function jsonArrayInSlices(items: readonly unknown[]): Promise<Buffer[]> {
  const slice = timeSlicer();
  const out = new Utf8Chunks();
  out.push('[');
  for (const [i, item] of items.entries()) {
    // As JSON.stringify writes an array: an item with no JSON form (undefined, a function) is null.
    out.push(`${i > 0 ? ',' : ''}${JSON.stringify(item) ?? 'null'}`);
    await slice();
  }
  out.push(']');
  return out.done();
}
