import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { listConversations } from './list-conversations.js';

export function registerConversationRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  app.get('/api/conversations', async (request) => {
    const { familyId, userId } = currentUser(request);
    return listConversations({ db, familyId, userId });
  });
}
