import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CalendarEvent } from '../../common/schemas/events.js';
import type { Db } from '../db/database.js';
import type { SignedInParent } from './factories.js';
import type { AuditEntry, AuditEntity, AuditPage } from '../../common/schemas/audit.js';
import type { NotificationList } from '../../common/schemas/notifications.js';
import { getJson } from './cross-family.js';

export const eventPayload = (overrides: Record<string, unknown> = {}) => ({
  title: 'School pickup',
  startTime: '2030-03-01T15:00:00.000Z',
  endTime: '2030-03-01T15:30:00.000Z',
  eventType: 'custody',
  ...overrides,
});

/** Monday 2030-03-04 09:00 in New York (EST), weekly; DST starts on Sunday 2030-03-10. */
export const weeklyNewYork = (overrides: Record<string, unknown> = {}) =>
  eventPayload({
    title: 'Swim practice',
    eventType: 'activity',
    startTime: '2030-03-04T09:00:00-05:00',
    endTime: '2030-03-04T10:00:00-05:00',
    timeZone: 'America/New_York',
    recurrence: { frequency: 'weekly' },
    ...overrides,
  });

export async function postEvent(app: FastifyInstance, parent: SignedInParent, payload: object): Promise<CalendarEvent> {
  const response = await app.inject({ method: 'POST', url: '/api/events', headers: { cookie: parent.cookie }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarEvent>();
}

/** A child written straight to the database, for tests about the records that name one. */
export async function addChild(db: Db, familyId: string, id: string, name: string, birthDate = '2018-04-12'): Promise<void> {
  await db.kysely
    .insertInto('children')
    .values({
      id,
      familyId,
      name,
      birthDate,
      school: null,
      grade: null,
      emergencyContact: null,
      notes: null,
      profileImageUrl: null,
      createdAt: new Date().toISOString(),
    })
    .execute();
}

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
