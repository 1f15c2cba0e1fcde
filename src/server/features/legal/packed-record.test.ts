import { text } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packRecord, unpacking } from './packed-record.js';

describe('packRecord', () => {
  it('gzips the chunks end to end, and streams back exactly the same text', async () => {
    const json = `{"messages":[${Array.from({ length: 40_000 }, (_, i) => `"message ${i} ✓ 😀"`).join(',')}]}`;
    const bytes = Buffer.from(json, 'utf8');
    const chunks = [bytes.subarray(0, 65_536), bytes.subarray(65_536, 300_001), bytes.subarray(300_001)];
    const packed = await packRecord(chunks);
    expect(packed.length).toBeLessThan(bytes.length / 4);
    expect(gunzipSync(packed).equals(bytes)).toBe(true);
    expect(await text(unpacking(packed))).toBe(json);
  });
});
