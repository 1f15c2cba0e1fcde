import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildRemovalRequest } from '@common/schemas/child-removal';
import type { Family } from '@common/schemas/family';
import { apiJson } from '@/lib/api';
import { CHILD_REMOVAL_REQUESTS_KEY, CHILDREN_KEY, EVENTS_KEY } from '@/lib/query-keys';

const FAMILY_KEY = ['/api/family'] as const;

export function useRemovalRequests() {
  return useQuery<ChildRemovalRequest[]>({ queryKey: CHILD_REMOVAL_REQUESTS_KEY });
}

/** The other parent of the family (who must agree to a removal), or null for a parent alone. */
export function useCoParent(userId: string | undefined): { name: string } | null {
  const family = useQuery<Family>({ queryKey: FAMILY_KEY }).data;
  const other = family?.members.find((m) => m.role === 'parent' && m.userId !== userId);
  return other ? { name: other.name } : null;
}

async function refreshChildren(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
    queryClient.invalidateQueries({ queryKey: CHILD_REMOVAL_REQUESTS_KEY }),
    // Their events stay and keep naming the child.
    queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  ]);
}

/** DELETE /api/children/:id: a request for the co-parent (202, returned), or archived at once for a parent alone (undefined). */
export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ChildRemovalRequest | undefined>('DELETE', `/api/children/${encodeURIComponent(id)}`),
    onSuccess: () => refreshChildren(queryClient),
  });
}

export type RemovalAction = 'accept' | 'decline' | 'cancel';

export function useDecideRemoval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: RemovalAction }) =>
      apiJson<ChildRemovalRequest>('POST', `/api/children/removal-requests/${encodeURIComponent(id)}/${action}`),
    onSettled: () => refreshChildren(queryClient),
  });
}
