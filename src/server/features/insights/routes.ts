import type { FastifyInstance } from 'fastify';
import { familyInsightsRequestSchema, idParamsSchema, implementSuggestionRequestSchema } from '../../../common/schemas/insights.js';
import { currentUser } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';
import { completeGoal } from './complete-goal.js';
import { dismissSuggestion } from './dismiss-suggestion.js';
import { findSuggestion, generateInsights } from './generate-insights.js';
import { implementSuggestion } from './implement-suggestion.js';
import { listGoals } from './list-goals.js';

/** Family Insights (SPEC.md section 2, decision 0032): figures from the family's record, suggestions, shared goals. */
export function registerInsightsRoutes(app: FastifyInstance): void {
  const { db, ai, realtime, jobs } = app.services;

  app.post('/api/ai/family-insights', async (request) => {
    const { familyId, userId } = currentUser(request);
    const { activityData: period } = parse(familyInsightsRequestSchema, request.body);
    return generateInsights({ db, ai, familyId, userId, period });
  });

  app.get('/api/insights/goals', async (request) => {
    const goals = await listGoals(db.kysely, currentUser(request).familyId);
    return goals.map(({ suggestionKey: _key, ...goal }) => goal);
  });

  app.post('/api/insights/goals/:id/complete', async (request) => {
    const { familyId, userId } = currentUser(request);
    const { id } = parse(idParamsSchema, request.params);
    return completeGoal({ db, realtime, familyId, userId, id });
  });

  app.post('/api/insights/suggestions/:id/implement', async (request, reply) => {
    const { familyId, userId } = currentUser(request);
    const { id } = parse(idParamsSchema, request.params);
    const { period } = parse(implementSuggestionRequestSchema, request.body);
    const suggestion = await findSuggestion({ db, familyId, userId, id, period });
    return reply.status(201).send(await implementSuggestion({ db, realtime, jobs, familyId, userId, suggestion }));
  });

  app.post('/api/insights/suggestions/:id/dismiss', async (request) => {
    const { familyId, userId } = currentUser(request);
    const { id } = parse(idParamsSchema, request.params);
    return dismissSuggestion({ db, familyId, userId, key: id });
  });
}
