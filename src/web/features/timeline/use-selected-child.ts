import { useLocation, useSearch } from 'wouter';
import type { Child } from '@common/schemas/children';

/** The child chosen in the address's query (`search`), else the first child; null without children. */
export function selectedChild(children: Child[] | undefined, search: string): Child | null {
  const wanted = new URLSearchParams(search).get('child');
  const list = children ?? [];
  return list.find((c) => c.id === wanted) ?? list[0] ?? null;
}

/**
 * The child whose timeline is shown, kept in the address (?child=) so a reload or a shared link keeps it.
 * Without a choice in the address the screen opens on the family's first child: no parent has to choose
 * before seeing a timeline.
 */
export function useSelectedChild(children: Child[] | undefined) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const selected = selectedChild(children, search);
  const select = (childId: string) => navigate(`/timeline?child=${encodeURIComponent(childId)}`, { replace: true });
  return { selected, select };
}
