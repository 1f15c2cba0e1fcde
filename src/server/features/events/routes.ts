import type { FastifyInstance } from 'fastify';
import { createEventRequestSchema, listEventsQuerySchema } from '../../../common/schemas/events.js';
import { currentUser } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';
import { createEvent } from './create-event.js';
import { listEvents } from './list-events.js';

export function registerEventRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  app.get('/api/events', async (request) => {
    const query = parse(listEventsQuerySchema, request.query);
    return listEvents({ db, familyId: currentUser(request).familyId, ...query });
  });

  app.post('/api/events', async (request, reply) => {
    const input = parse(createEventRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    return reply.status(201).send(await createEvent({ db, familyId, userId, input }));
  });
}
