import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  generateContentRequestSchema,
  recordPlayRequestSchema,
  saveStoryRequestSchema,
  tryTipRequestSchema,
} from '../../../common/schemas/learning.js';
import { currentUser } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';
import { loadChildProfiles } from './family-profile.js';
import { generateContent, type ContentModel } from './generate-content.js';
import { catalogueGames } from './games/game-catalogue.js';
import { listPlayHistory } from './list-play-history.js';
import { recordPlay } from './record-play.js';
import { findSavedStory, listSavedStories, saveStory } from './stories/saved-stories.js';
import { familySignals } from './tips/family-signals.js';
import { fitTips } from './tips/fit-tips.js';
import { loadTipPlans, tryTip } from './tips/tip-plans.js';

const idParams = z.object({ id: z.string().min(1).max(80) });

/** Learning & Fun (SPEC.md sections 2 and 7): games, stories, tips and play history, all scoped to the session's family. */
export function registerLearningRoutes(app: FastifyInstance): void {
  const { db, jobs } = app.services;

  app.get('/api/learning/games', async () => catalogueGames());

  const { ai } = app.services.config;
  const model: ContentModel | undefined =
    ai.provider === 'openai' && ai.baseUrl
      ? {
          endpoint: { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model },
          onFallback: (err) => app.log.warn({ err }, 'AI endpoint failed; answered offline'),
        }
      : undefined;

  app.post('/api/ai/generate-content', async (request) => {
    const { familyId, userId } = currentUser(request);
    return generateContent({ db, familyId, userId, request: parse(generateContentRequestSchema, request.body), model });
  });

  app.get('/api/learning/play-history', async (request) => listPlayHistory({ db, familyId: currentUser(request).familyId }));

  app.post('/api/learning/play-history', async (request, reply) => {
    const { familyId, userId } = currentUser(request);
    const input = parse(recordPlayRequestSchema, request.body);
    return reply.status(201).send(await recordPlay({ db, familyId, userId, input }));
  });

  app.get('/api/learning/stories', async (request) => listSavedStories({ db, familyId: currentUser(request).familyId }));

  app.get('/api/learning/stories/:id', async (request) =>
    findSavedStory({ db, familyId: currentUser(request).familyId, id: parse(idParams, request.params).id }),
  );

  app.post('/api/learning/stories', async (request, reply) => {
    const { familyId, userId } = currentUser(request);
    const { story } = parse(saveStoryRequestSchema, request.body);
    const saved = await saveStory({ db, familyId, userId, story });
    return reply.status(saved.created ? 201 : 200).send(saved.story);
  });

  app.get('/api/learning/tips', async (request) => {
    const { familyId, userId } = currentUser(request);
    const [children, signals, plans] = await Promise.all([
      loadChildProfiles({ db, familyId, userId }),
      familySignals({ db, familyId }),
      loadTipPlans({ db, userId, familyId }),
    ]);
    return fitTips({ children, signals, plans });
  });

  app.post('/api/learning/tips/:id/try', async (request, reply) => {
    const { familyId, userId } = currentUser(request);
    const { id } = parse(idParams, request.params);
    const { remindAt } = parse(tryTipRequestSchema, request.body);
    return reply.status(201).send(await tryTip({ services: { db, jobs }, userId, familyId, tipId: id, remindAt }));
  });
}
