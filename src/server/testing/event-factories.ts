import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CalendarEvent } from '../../common/schemas/events.js';
import type { Db } from '../db/database.js';
import type { SignedInParent } from './factories.js';

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

export async function addChild(db: Db, familyId: string, id: string, name: string): Promise<void> {
  await db.kysely
    .insertInto('children')
    .values({
      id,
      familyId,
      name,
      birthDate: '2018-04-12',
      school: null,
      grade: null,
      emergencyContact: null,
      notes: null,
      profileImageUrl: null,
      createdAt: new Date().toISOString(),
    })
    .execute();
}
