import { queryOptions } from '@tanstack/react-query';
import type { AuditEntity, AuditPage } from '@common/schemas/audit';

/** The prefix of every page of the History view, so one invalidation refetches them all. */
export const auditKey = ['/api/audit'] as const;

/** GET /api/audit: one page, newest first, optionally of one kind of record; the first page has no cursor. */
export const auditPageQuery = (entity: AuditEntity | undefined, cursor: string | null) =>
  queryOptions<AuditPage>({ queryKey: [...auditKey, { entity, before: cursor ?? undefined }] });
