import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard.js';
import { dismissGettingStarted } from './dismiss-getting-started.js';
import { loadGettingStarted } from './load-getting-started.js';

export function registerGettingStartedRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  app.get('/api/getting-started', async (request) => loadGettingStarted(db, currentUser(request)));

  app.post('/api/getting-started/dismiss', async (request) => {
    const user = currentUser(request);
    await dismissGettingStarted(db, user.userId);
    return loadGettingStarted(db, user);
  });
}
