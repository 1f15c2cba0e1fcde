import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { listChildren } from './list-children.js';

export function registerChildrenRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  app.get('/api/children', async (request) => listChildren({ db, familyId: currentUser(request).familyId }));
}
