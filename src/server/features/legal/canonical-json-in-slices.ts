import { canonicalJson } from '../../../common/canonical-json.js';
import { timeSlicer } from '../../event-loop/time-slicer.js';

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

async function write(value: unknown, slice: () => Promise<void>): Promise<string> {
  if (isFlat(value)) return canonicalJson(value);
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const item of value) {
      parts.push(await write(item, slice));
      await slice();
    }
    return `[${parts.join(',')}]`;
  }
  const entries = Object.entries(value as object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const parts: string[] = [];
  for (const [k, v] of entries) {
    parts.push(`${JSON.stringify(k)}:${await write(v, slice)}`);
    await slice();
  }
  return `{${parts.join(',')}}`;
}

/**
 * Exactly the bytes of `canonicalJson(value)`, written a slice of time at a time: a record of 10,000 messages takes
 * a few hundred milliseconds to serialise, and other requests are answered in between. Only flat values (a message,
 * an expense) are written in one go, so no nesting of the record holds the loop.
 */
export function canonicalJsonInSlices(value: unknown): Promise<string> {
  return write(value, timeSlicer());
}
