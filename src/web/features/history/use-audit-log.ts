import { useQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditPage } from '@common/schemas/audit';
import { apiJson } from '@/lib/api';
import { AUDIT_KEY } from '@/lib/query-keys';

/**
 * One page of GET /api/audit, newest first, optionally one kind of record: the first page has no cursor,
 * each later one starts at the previous page's nextCursor. Realtime events refetch every page (AUDIT_KEY).
 * (Plain queries rather than useInfiniteQuery: its code would land in the framework chunk every screen loads first.)
 */
export function useAuditPage(entity: AuditEntity | undefined, cursor: string | null) {
  return useQuery({
    queryKey: [...AUDIT_KEY, entity ?? 'all', cursor ?? 'first'],
    queryFn: () => {
      const params = new URLSearchParams();
      if (entity) params.set('entity', entity);
      if (cursor) params.set('before', cursor);
      const query = params.toString();
      return apiJson<AuditPage>('GET', `/api/audit${query ? `?${query}` : ''}`);
    },
  });
}
