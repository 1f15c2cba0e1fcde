import { canonicalJson } from '../../../common/canonical-json.js';
import { timeSlicer } from '../../event-loop/time-slicer.js';
import { Utf8Chunks } from '../../event-loop/utf8-chunks.js';

/** A value with no array or object inside it deeper than one level of primitives: written in one go. */
function isFlat(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return children.every(
    (child) =>
      child === null ||
      typeof child !== 'object' ||
      (Array.isArray(child) && child.length <= 50 && child.every((c) => c === null || typeof c !== 'object')),
  );
}

async function write(value: unknown, out: Utf8Chunks, slice: () => Promise<void>): Promise<void> {
  if (isFlat(value)) {
    out.push(canonicalJson(value));
    return;
  }
  if (Array.isArray(value)) {
    out.push('[');
    for (const [i, item] of value.entries()) {
      if (i > 0) out.push(',');
      await write(item, out, slice);
      await slice();
    }
    out.push(']');
    return;
  }
  const entries = Object.entries(value as object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  out.push('{');
  for (const [i, [k, v]] of entries.entries()) {
    out.push(`${i > 0 ? ',' : ''}${JSON.stringify(k)}:`);
    await write(v, out, slice);
    await slice();
  }
  out.push('}');
}

/**
 * Exactly the UTF-8 bytes of `canonicalJson(value)`, in chunks, written a slice of time at a time: a record of 10,000
 * messages takes a few hundred milliseconds to serialise, and other requests are answered in between. Only flat values
 * (a message, an expense) are written in one go, so no nesting of the record holds the loop.
 */
export async function canonicalJsonChunks(value: unknown): Promise<Buffer[]> {
  const out = new Utf8Chunks();
  await write(value, out, timeSlicer());
  return out.done();
}
