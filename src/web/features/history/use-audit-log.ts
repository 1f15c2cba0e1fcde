import { useQuery } from '@tanstack/react-query';
import type { AuditEntity } from '@common/schemas/audit';
import { auditPageQuery } from '@/lib/queries/audit';

/**
 * One page of GET /api/audit, newest first, optionally one kind of record: the first page has no cursor,
 * each later one starts at the previous page's nextCursor. Realtime events refetch every page.
 * (Plain queries rather than useInfiniteQuery: its code would land in the framework chunk every screen loads first.)
 */
export function useAuditPage(entity: AuditEntity | undefined, cursor: string | null) {
  return useQuery(auditPageQuery(entity, cursor));
}
