import type { FastifyInstance } from 'fastify';
import {
  createMessageAnalysisSchema,
  enhanceMessageRequestSchema,
  sentimentRequestSchema,
  type SentimentResponse,
} from '../../../common/schemas/smart-communication.js';
import { currentUser } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';
import { enhanceMessage } from './enhance-message.js';
import { listAnalyses } from './list-analyses.js';
import { sentimentAgreeingWith, sentimentScore } from './sentiment-score.js';
import { storeAnalysis } from './store-analysis.js';
import { summarizeCommunication } from './summarize-communication.js';

/** Smart Communication (SPEC.md sections 2, 5 and 7): enhance, sentiment, stored analyses and the family's insights. */
export function registerSmartCommunicationRoutes(app: FastifyInstance): void {
  const { db, ai } = app.services;

  app.post('/api/ai/enhance-message', async (request) => {
    currentUser(request);
    const { message } = parse(enhanceMessageRequestSchema, request.body);
    return enhanceMessage(ai, message);
  });

  app.post('/api/ai/sentiment', async (request): Promise<SentimentResponse> => {
    currentUser(request);
    const { text } = parse(sentimentRequestSchema, request.body);
    return { sentiment: sentimentAgreeingWith(sentimentScore(text), await ai.analyzeConflict(text)) };
  });

  app.get('/api/smart-communication/analyses', async (request) => {
    const { userId, familyId } = currentUser(request);
    return listAnalyses({ db, userId, familyId });
  });

  app.post('/api/smart-communication/analyses', async (request, reply) => {
    const analysis = parse(createMessageAnalysisSchema, request.body);
    const { userId, familyId } = currentUser(request);
    return reply.status(201).send(await storeAnalysis({ db, userId, familyId, analysis }));
  });

  app.get('/api/smart-communication/insights', async (request) => {
    const { familyId } = currentUser(request);
    return summarizeCommunication({ db, familyId });
  });
}
