import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../common/canonical-json.js';
import { canonicalJsonChunks } from './canonical-json-in-slices.js';
import { sha256InSlices } from './fingerprint.js';

describe('canonicalJsonChunks', () => {
  it('writes exactly the UTF-8 bytes of canonicalJson, in several chunks for large nested records', async () => {
    const record = {
      zeta: 'last',
      messages: Array.from({ length: 3000 }, (_, i) => ({
        sentAt: `2030-01-01T00:00:${i}Z`,
        content: `Hello "${i}" ✓ 😀`,
        tags: [i, null, true],
      })),
      alpha: { nested: Array.from({ length: 120 }, (_, i) => ({ b: i, a: [`x${i}`] })), empty: [] },
    };
    const chunks = await canonicalJsonChunks(record);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(canonicalJson(record));
    expect(Buffer.concat(await canonicalJsonChunks([1, 'two', null])).toString('utf8')).toBe('[1,"two",null]');
  });
});

describe('sha256InSlices', () => {
  it('is the SHA-256 of the chunks end to end, characters outside the BMP included', async () => {
    const text = `${'a'.repeat(256 * 1024 - 1)}😀${'é✓'.repeat(200_000)}🙂`;
    const bytes = Buffer.from(text, 'utf8');
    const chunks = [bytes.subarray(0, 100_001), bytes.subarray(100_001, 700_003), bytes.subarray(700_003)];
    expect(await sha256InSlices(chunks)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(await sha256InSlices([])).toBe(createHash('sha256').update('', 'utf8').digest('hex'));
  });
});
