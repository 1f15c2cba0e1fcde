import type { FastifyInstance } from 'fastify';
import { updateNotificationPreferencesSchema, type NotificationPreferences } from '../../../common/schemas/notification-preferences.js';
import { currentUser } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';
import { loadNotificationPreferences, saveNotificationPreferences } from '../../notifications/notification-preferences.js';

/** The signed-in parent's own delivery choices (channel per kind, quiet hours, bundling), whatever their role. */
export function registerNotificationPreferenceRoutes(app: FastifyInstance): void {
  const { db, mailer } = app.services;
  const preferences = async (userId: string): Promise<NotificationPreferences> => ({
    ...(await loadNotificationPreferences(db, userId)),
    mailConfigured: mailer.kind === 'smtp',
  });

  app.get('/api/notifications/preferences', async (request) => preferences(currentUser(request).userId));

  app.patch('/api/notifications/preferences', async (request) => {
    const { userId } = currentUser(request);
    await saveNotificationPreferences(db, userId, parse(updateNotificationPreferencesSchema, request.body));
    return preferences(userId);
  });
}
