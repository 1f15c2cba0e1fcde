import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createEventRequestSchema, listEventsQuerySchema, updateEventRequestSchema } from '../../../common/schemas/events.js';
import { currentUser } from '../../auth/guard.js';
import { jsonArrayInSlices } from '../../event-loop/json-in-slices.js';
import { parse } from '../../http/parse.js';
import { announceEventChange } from './announce-event-change.js';
import { archiveEvent } from './archive-event.js';
import { createEvent } from './create-event.js';
import { listEvents } from '../../calendar-events/list-events.js';
import { listUpcoming } from '../../calendar-events/list-upcoming.js';
import { updateEvent } from './update-event.js';

/** The series id; an occurrence id (`${seriesId}:${start}`) names its series too. */
const eventParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .transform((id) => id.split(':')[0] ?? id),
});

export function registerEventRoutes(app: FastifyInstance): void {
  const { db, realtime, delivery } = app.services;

  app.get('/api/events', async (request, reply) => {
    const query = parse(listEventsQuerySchema, request.query);
    const events = await listEvents({ db, familyId: currentUser(request).familyId, ...query });
    return reply.type('application/json; charset=utf-8').send(Readable.from(await jsonArrayInSlices(events)));
  });

  // The dashboard's Upcoming Events: coming events and the custody schedule's handovers, at most 5.
  app.get('/api/events/upcoming', async (request) => listUpcoming({ db, familyId: currentUser(request).familyId }));

  app.post('/api/events', async (request, reply) => {
    const input = parse(createEventRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const event = await createEvent({ db, familyId, userId, input });
    await announceEventChange({ db, realtime, delivery, familyId, notice: null });
    return reply.status(201).send(event);
  });

  app.patch('/api/events/:id', async (request) => {
    const { id } = parse(eventParams, request.params);
    const input = parse(updateEventRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const { event, notice } = await updateEvent({ db, familyId, userId, id, input });
    await announceEventChange({ db, realtime, delivery, familyId, notice });
    return event;
  });

  /** Archives (never destroys) the event; a repeating one that has started ends after its past occurrences. */
  app.delete('/api/events/:id', async (request, reply) => {
    const { id } = parse(eventParams, request.params);
    const { familyId, userId } = currentUser(request);
    const notice = await archiveEvent({ db, familyId, userId, id });
    await announceEventChange({ db, realtime, delivery, familyId, notice });
    return reply.status(204).send();
  });
}
