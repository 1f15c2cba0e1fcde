import type { FastifyInstance } from 'fastify';
import { custodyCalendarQuerySchema, putCustodyScheduleRequestSchema, timeShareQuerySchema } from '../../../common/schemas/custody.js';
import { currentUser, parentsOnly } from '../../auth/guard.js';
import { loadCustodyCalendar } from '../../custody-calendar/load-custody-calendar.js';
import { loadSchedule } from '../../custody-calendar/load-schedule.js';
import { parse } from '../../http/parse.js';
import { deleteSchedule } from './delete-schedule.js';
import { getTimeShare } from './get-time-share.js';
import { putSchedule } from './put-schedule.js';

export const PARENTS_ONLY_MESSAGE = 'Only parents can change the custody schedule.';

export function registerCustodyRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  app.get('/api/custody-schedule', async (request) => loadSchedule(db.kysely, currentUser(request).familyId));

  app.put('/api/custody-schedule', parentsOnly(PARENTS_ONLY_MESSAGE), async (request) => {
    const input = parse(putCustodyScheduleRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    return putSchedule({ db, familyId, userId, input });
  });

  app.delete('/api/custody-schedule', parentsOnly(PARENTS_ONLY_MESSAGE), async (request, reply) => {
    await deleteSchedule({ db, familyId: currentUser(request).familyId });
    return reply.status(204).send();
  });

  app.get('/api/custody/calendar', async (request) => {
    const { from, to } = parse(custodyCalendarQuerySchema, request.query);
    const calendar = await loadCustodyCalendar({ db, familyId: currentUser(request).familyId, from, to });
    return calendar ?? { days: [], exchanges: [] };
  });

  app.get('/api/custody/time-share', async (request) => {
    const { month } = parse(timeShareQuerySchema, request.query);
    return getTimeShare({ db, familyId: currentUser(request).familyId, month });
  });
}
