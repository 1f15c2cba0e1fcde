import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildRemovalRequest } from '@common/schemas/child-removal';
import { apiJson } from '@/lib/api';
import { childRemovalRequestsQuery, childrenQuery } from '@/lib/queries/children';
import { eventsQuery } from '@/lib/queries/events';
import { familyQuery } from '@/lib/queries/family';

export function useRemovalRequests() {
  return useQuery(childRemovalRequestsQuery());
}

/** The other parent of the family (who must agree to a removal), or null for a parent alone. */
export function useCoParent(userId: string | undefined): { name: string } | null {
  const family = useQuery(familyQuery()).data;
  const other = family?.members.find((m) => m.role === 'parent' && m.userId !== userId);
  return other ? { name: other.name } : null;
}

async function refreshChildren(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: childrenQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: childRemovalRequestsQuery().queryKey }),
    // Their events stay and keep naming the child.
    queryClient.invalidateQueries({ queryKey: eventsQuery().queryKey }),
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
