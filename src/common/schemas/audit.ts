import { z } from 'zod';
import { calendarDate } from './custody.js';
import { AUDIT_ENTITIES } from '../audit-entities.js';

export type { AuditEntity } from '../audit-entities.js';

/** One change to a shared record, as both parents read it on the History view and in the court report. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  /** 'Former member' when the person has left; 'Amity' for a change the app made by itself. */
  actorName: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string().nullable(),
  action: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/audit: newest first; `before` is the `nextCursor` of the previous page. */
export const auditQuerySchema = z
  .strictObject({
    from: calendarDate('From').optional(),
    to: calendarDate('To').optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: `Entity must be one of ${AUDIT_ENTITIES.join(', ')}` }).optional(),
    entityId: z.string().max(64, 'Record id is at most 64 characters').optional(),
    before: z.string().max(200, 'Cursor is not valid').optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: "'To' must not be before 'From'", path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
