import type { FastifyInstance } from 'fastify';
import type { AuditEntry, AuditEntity, AuditPage } from '../../../common/schemas/audit.js';
import type { NotificationList } from '../../../common/schemas/notifications.js';
import { getJson } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';

export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();

export const patchEvent = (app: FastifyInstance, parent: SignedInParent, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/events/${id}`, headers: { cookie: parent.cookie }, payload });

export const archiveEventRequest = (app: FastifyInstance, parent: SignedInParent, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: { cookie: parent.cookie } });

/** The audit entries of one record, newest first. */
export async function auditOf(app: FastifyInstance, parent: SignedInParent, entity: AuditEntity, entityId: string): Promise<AuditEntry[]> {
  const page = await getJson<AuditPage>(app, parent, `/api/audit?entity=${entity}&entityId=${encodeURIComponent(entityId)}`);
  return page.items;
}

export async function notificationsOf(app: FastifyInstance, parent: SignedInParent): Promise<NotificationList['items']> {
  return (await getJson<NotificationList>(app, parent, '/api/notifications')).items;
}
