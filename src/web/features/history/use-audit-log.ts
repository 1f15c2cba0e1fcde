import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditPage } from '@common/schemas/audit';
import { apiJson } from '@/lib/api';
import { AUDIT_KEY } from '@/lib/query-keys';

/** GET /api/audit a page at a time, newest first, optionally one kind of record; realtime events refetch it (AUDIT_KEY). */
export function useAuditLog(entity: AuditEntity | undefined) {
  return useInfiniteQuery({
    queryKey: [...AUDIT_KEY, entity ?? 'all'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (entity) params.set('entity', entity);
      if (pageParam) params.set('before', pageParam);
      const query = params.toString();
      return apiJson<AuditPage>('GET', `/api/audit${query ? `?${query}` : ''}`);
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}
