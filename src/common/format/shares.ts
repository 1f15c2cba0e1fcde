/** 'part' as a share of 'whole', to one decimal: '33.3%'. */
export const percent = (part: number, whole: number): string => (whole === 0 ? '0%' : `${Math.round((part / whole) * 1000) / 10}%`);

/**
 * Whole percentages of `values` that add up to exactly 100 (largest remainder): shares shown side by side
 * (time with each parent, each parent's part of the expenses) never read 63% and 38%.
 */
export function roundShares(values: readonly number[]): number[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((v) => (Math.max(0, v) / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, v) => sum + v, 0);
  const byRemainder = exact.map((v, i) => ({ i, remainder: v - Math.floor(v) })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}
