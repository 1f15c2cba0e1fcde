import { setImmediate as nextTurn } from 'node:timers/promises';
import { canonicalJson } from '../../../common/canonical-json.js';

/** Array items written between two turns of the event loop. */
const ITEMS_PER_TURN = 200;

/**
 * Exactly the bytes of `canonicalJson(value)`, written a slice at a time: a record of 10,000 messages takes
 * a few hundred milliseconds to serialise, and other requests are answered in between. Small arrays and
 * everything inside one array item are written in one go.
 */
export async function canonicalJsonInSlices(value: unknown): Promise<string> {
  if (Array.isArray(value)) {
    if (value.length <= ITEMS_PER_TURN) return canonicalJson(value);
    const parts: string[] = [];
    for (let i = 0; i < value.length; i++) {
      if (i > 0 && i % ITEMS_PER_TURN === 0) await nextTurn();
      parts.push(await canonicalJsonInSlices(value[i]));
    }
    return `[${parts.join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const parts: string[] = [];
    for (const [k, v] of entries) parts.push(`${JSON.stringify(k)}:${await canonicalJsonInSlices(v)}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value);
}
