import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createWellnessEntryRequestSchema, wellnessInsightRequestSchema } from '../../../common/schemas/wellness.js';
import { currentUser } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';
import { createWellnessEntry } from './create-wellness-entry.js';
import { deleteWellnessEntry } from './delete-wellness-entry.js';
import { listWellnessEntries } from './list-wellness-entries.js';

const paramsSchema = z.object({ id: z.string().min(1).max(64) });
const WELLNESS_INSIGHT_ENTRIES = 60;

/** Wellness check-ins (SPEC.md section 7): private to their author, so every query is by user, never by family. */
export function registerWellnessRoutes(app: FastifyInstance): void {
  const { db, ai } = app.services;

  app.get('/api/wellness', async (request) => listWellnessEntries({ db, userId: currentUser(request).userId }));

  app.post('/api/wellness', async (request, reply) => {
    const input = parse(createWellnessEntryRequestSchema, request.body);
    return reply.status(201).send(await createWellnessEntry({ db, userId: currentUser(request).userId, input }));
  });

  app.delete('/api/wellness/:id', async (request, reply) => {
    const { id } = parse(paramsSchema, request.params);
    await deleteWellnessEntry({ db, userId: currentUser(request).userId, id });
    return reply.status(204).send();
  });

  app.post('/api/ai/wellness-insight', async (request) => {
    const { userId } = currentUser(request);
    const { mood, stressLevel } = parse(wellnessInsightRequestSchema, request.body);
    // Only the author's own check-ins: enough for this week, the week before and 28 days of helpers.
    const entries = await listWellnessEntries({ db, userId, limit: WELLNESS_INSIGHT_ENTRIES });
    return ai.wellnessInsight({ mood, stressLevel, entries, today: new Date().toISOString().slice(0, 10) });
  });
}
