import type { CustodyDay, CustodyParent } from './custody-days.js';

export interface ParentNights {
  parentId: string;
  parentName: string;
  nights: number;
  /** Share of the counted nights, rounded to one decimal; 0 when no night is counted. */
  percent: number;
}

/** Each parent's overnights among `days` (only days with custody count), in the order of `parents`. */
export function timeShare(days: CustodyDay[], parents: CustodyParent[]): ParentNights[] {
  const counts = new Map<string, number>();
  for (const day of days) counts.set(day.parentId, (counts.get(day.parentId) ?? 0) + 1);
  const total = days.length;
  return parents.map((parent) => {
    const nights = counts.get(parent.id) ?? 0;
    return {
      parentId: parent.id,
      parentName: parent.name,
      nights,
      percent: total === 0 ? 0 : Math.round((nights / total) * 1000) / 10,
    };
  });
}
