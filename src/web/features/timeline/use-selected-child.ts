import { useLocation, useSearch } from 'wouter';
import type { Child } from '@common/schemas/children';

/**
 * The child whose timeline is shown, kept in the address (?child=) so a reload or a shared link keeps it.
 * Without a choice in the address the screen opens on the family's first child: no parent has to choose
 * before seeing a timeline.
 */
export function useSelectedChild(children: Child[] | undefined) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const wanted = new URLSearchParams(search).get('child');
  const list = children ?? [];
  const selected = list.find((c) => c.id === wanted) ?? list[0] ?? null;
  const select = (childId: string) => navigate(`/timeline?child=${encodeURIComponent(childId)}`, { replace: true });
  return { selected, select };
}
