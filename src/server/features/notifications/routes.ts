import type { FastifyInstance } from 'fastify';
import { markNotificationsReadSchema } from '../../../common/schemas/notifications.js';
import { currentUser, openToReadOnlyMembers } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';
import { listNotifications } from './list-notifications.js';
import { markNotificationsRead } from './mark-notifications-read.js';

export function registerNotificationRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  app.get('/api/notifications', async (request) => {
    const { userId, familyId } = currentUser(request);
    return listNotifications({ db, userId, familyId });
  });

  app.post('/api/notifications/read', openToReadOnlyMembers, async (request) => {
    const { ids } = parse(markNotificationsReadSchema, request.body ?? {});
    const { userId, familyId } = currentUser(request);
    return markNotificationsRead({ db, userId, familyId, ids });
  });
}
