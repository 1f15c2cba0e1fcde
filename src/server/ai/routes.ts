import type { FastifyInstance } from 'fastify';
import { conflictDiffuserRequestSchema } from '../../common/schemas/ai.js';
import { currentUser } from '../auth/guard.js';
import { parse } from '../http/parse.js';

/** AI routes of SPEC.md section 5; the provider (offline or OpenAI-compatible) is `app.services.ai`. */
export function registerAiRoutes(app: FastifyInstance): void {
  const { ai } = app.services;
  app.post('/api/ai/conflict-diffuser', async (request) => {
    currentUser(request);
    const { message } = parse(conflictDiffuserRequestSchema, request.body);
    return ai.analyzeConflict(message);
  });
}
