import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../common/canonical-json.js';
import { canonicalJsonInSlices } from './canonical-json-in-slices.js';
import { sha256InSlices } from './fingerprint.js';

describe('canonicalJsonInSlices', () => {
  it('writes exactly the bytes of canonicalJson, for large nested records too', async () => {
    const record = {
      zeta: 'last',
      messages: Array.from({ length: 3000 }, (_, i) => ({
        sentAt: `2030-01-01T00:00:${i}Z`,
        content: `Hello "${i}" ✓`,
        tags: [i, null, true],
      })),
      alpha: { nested: Array.from({ length: 120 }, (_, i) => ({ b: i, a: [`x${i}`] })), empty: [] },
    };
    expect(await canonicalJsonInSlices(record)).toBe(canonicalJson(record));
    expect(await canonicalJsonInSlices([1, 'two', null])).toBe('[1,"two",null]');
  });
});

describe('sha256InSlices', () => {
  it('is the SHA-256 of the whole text, with characters outside the BMP across step boundaries', async () => {
    const text = `${'a'.repeat(256 * 1024 - 1)}😀${'é✓'.repeat(200_000)}🙂`;
    expect(await sha256InSlices(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(await sha256InSlices('')).toBe(createHash('sha256').update('', 'utf8').digest('hex'));
  });
});
