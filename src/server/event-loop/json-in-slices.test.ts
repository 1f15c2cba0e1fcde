import { describe, expect, it } from 'vitest';
import { jsonArrayInSlices } from './json-in-slices.js';

describe('jsonArrayInSlices', () => {
  it('writes exactly what JSON.stringify writes', async () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({
      id: `e${i}`,
      title: `Practice "${i}"`,
      at: new Date(i * 1000),
      none: undefined,
    }));
    expect(await jsonArrayInSlices(items)).toBe(JSON.stringify(items));
    expect(await jsonArrayInSlices([])).toBe('[]');
  });
});
