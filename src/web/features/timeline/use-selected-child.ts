import { useLocation, useSearch } from 'wouter';
import type { Child } from '@common/schemas/children';

/**
 * The child whose timeline is shown, kept in the address (?child=) so a reload or a shared link keeps it.
 * With exactly one child in the family, that child is chosen without asking.
 */
export function useSelectedChild(children: Child[] | undefined) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const wanted = new URLSearchParams(search).get('child');
  const list = children ?? [];
  const selected = list.find((c) => c.id === wanted) ?? (list.length === 1 ? list[0] : undefined) ?? null;
  const select = (childId: string) => navigate(`/timeline?child=${encodeURIComponent(childId)}`, { replace: true });
  return { selected, select };
}
