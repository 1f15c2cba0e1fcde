import type { CustodyDay } from './calendar-types';

/** Two tints that read in light and dark; the parent's initial is shown too, so colour is not the only cue. */
export const PARENT_TINTS = [
  {
    cell: 'bg-sky-500/10 dark:bg-sky-400/10',
    swatch: 'bg-sky-500/30 dark:bg-sky-400/40',
    badge: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  },
  {
    cell: 'bg-orange-500/10 dark:bg-orange-400/10 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(249_115_22/0.07)_6px_8px)]',
    swatch: 'bg-orange-500/30 dark:bg-orange-400/40',
    badge: 'bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100',
  },
] as const;

export type ParentTint = (typeof PARENT_TINTS)[number];

export interface ParentKey {
  parentId: string;
  name: string;
  tint: ParentTint;
}

/** The parents in a stable order (family order first), each with its tint. */
export function parentKeys(memberOrder: { userId: string; name: string }[], days: CustodyDay[]): ParentKey[] {
  const seen = new Map<string, string>();
  for (const m of memberOrder) seen.set(m.userId, m.name);
  for (const d of days) if (!seen.has(d.parentId)) seen.set(d.parentId, d.parentName);
  return [...seen.entries()].slice(0, 2).map(([parentId, name], i) => ({ parentId, name, tint: PARENT_TINTS[i] ?? PARENT_TINTS[0] }));
}

export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';
