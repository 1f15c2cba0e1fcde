import type { FastifyInstance } from 'fastify';
import { updateReminderSettingsSchema } from '../../../common/schemas/reminders.js';
import { currentUser } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';
import { loadReminderSettings, saveReminderSettings } from './reminder-settings.js';

/** The signed-in parent's own reminder lead time, like their email switches, whatever their role. */
export function registerReminderSettingsRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  app.get('/api/reminders/settings', async (request) => loadReminderSettings(db, currentUser(request).userId));

  app.patch('/api/reminders/settings', async (request) => {
    const { userId } = currentUser(request);
    await saveReminderSettings(db, userId, parse(updateReminderSettingsSchema, request.body));
    return loadReminderSettings(db, userId);
  });
}
