import { describe, expect, it } from 'vitest';
import { layoutOverlaps } from './layout-overlaps';

const at = (id: string, start: number, end: number) => ({ id, start, end });

describe('layoutOverlaps', () => {
  it('gives a lone event the whole width', () => {
    expect(layoutOverlaps([at('a', 9, 10)]).map((p) => [p.item.id, p.column, p.columns])).toEqual([['a', 0, 1]]);
  });

  it('puts overlapping events side by side and reuses a freed column', () => {
    const placed = layoutOverlaps([at('a', 9, 11), at('b', 10, 12), at('c', 11, 13)]);
    expect(placed.map((p) => [p.item.id, p.column, p.columns])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
    ]);
  });

  it('starts a new cluster after a gap', () => {
    const placed = layoutOverlaps([at('a', 9, 10), at('b', 9, 10), at('c', 14, 15)]);
    expect(placed.map((p) => [p.item.id, p.column, p.columns])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 1],
    ]);
  });
});
