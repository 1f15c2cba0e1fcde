import { describe, expect, it } from 'vitest';
import { jsonArrayInSlices } from './json-in-slices.js';

const text = async (items: unknown[]) => Buffer.concat(await jsonArrayInSlices(items)).toString('utf8');

describe('jsonArrayInSlices', () => {
  it('writes exactly what JSON.stringify writes, in several chunks when large', async () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({
      id: `e${i}`,
      title: `Practice "${i}" ✓ 😀`,
      at: new Date(i * 1000),
      none: undefined,
    }));
    expect((await jsonArrayInSlices(items)).length).toBeGreaterThan(1);
    expect(await text(items)).toBe(JSON.stringify(items));
    expect(await text([])).toBe('[]');
    expect(await text([1, undefined, 'two'])).toBe(JSON.stringify([1, undefined, 'two']));
  });
});
