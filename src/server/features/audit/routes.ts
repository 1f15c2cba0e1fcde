import type { FastifyInstance } from 'fastify';
import { auditQuerySchema } from '../../../common/schemas/audit.js';
import { listAudit } from '../../audit/list-audit.js';
import { currentUser } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';

/** `GET /api/audit`: every change to the family's shared records, readable by every member of the family. */
export function registerAuditRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  app.get('/api/audit', async (request) => {
    const query = parse(auditQuerySchema, request.query);
    return listAudit(db.kysely, { familyId: currentUser(request).familyId, query });
  });
}
