import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  implementSuggestionRequestSchema,
  resolveConflictRequestSchema,
  scheduleConflictsRequestSchema,
  smartScheduleRequestSchema,
  snoozeSuggestionRequestSchema,
  updateCoordinationSettingsSchema,
} from '../../../common/schemas/smart-scheduling.js';
import { currentUser } from '../../auth/guard.js';
import { notify } from '../../notifications/notify.js';
import { parse } from '../../http/parse.js';
import { analyseSchedule } from './analyze-week.js';
import { answerReschedule } from './answer-reschedule.js';
import { listRescheduleProposals } from './list-reschedule-proposals.js';
import { applyResolution } from './apply-resolution.js';
import { checkNewEvent } from './check-new-event.js';
import { implementSuggestion } from './implement-suggestion.js';
import { loadCoordinationSettings } from './load-coordination-settings.js';
import { saveCoordinationSettings } from './save-coordination-settings.js';
import { snoozeSuggestion } from './snoozes.js';

const proposalParams = z.object({ id: z.string().max(64) });
const noBody = z.strictObject({});

/** Smart Scheduling (SPEC.md sections 2 and 7), computed from the family's own events, custody days and check-ins. */
export function registerSmartSchedulingRoutes(app: FastifyInstance): void {
  const { db, ai, realtime, delivery } = app.services;

  app.post('/api/ai/smart-schedule', async (request) => {
    const { date } = parse(smartScheduleRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    return analyseSchedule({ db, ai, familyId, userId, date });
  });

  app.post('/api/ai/schedule-conflicts', async (request) => {
    const { newEvent } = parse(scheduleConflictsRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    return checkNewEvent({ db, familyId, userId, newEvent });
  });

  app.post('/api/smart-scheduling/resolve', async (request) => {
    const input = parse(resolveConflictRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    return applyResolution({ db, realtime, delivery, familyId, userId, input });
  });

  app.get('/api/smart-scheduling/proposals', async (request) => {
    const { familyId } = currentUser(request);
    return listRescheduleProposals({ db, familyId });
  });

  const answerRoute = (answer: 'accept' | 'decline') =>
    app.post(`/api/smart-scheduling/proposals/:id/${answer}`, async (request) => {
      const { id } = parse(proposalParams, request.params);
      parse(noBody, request.body);
      const { familyId, userId } = currentUser(request);
      const proposal = await answerReschedule({ db, familyId, userId, id, accept: answer === 'accept' });
      const verb = answer === 'accept' ? 'accepted' : 'declined';
      const body = `${proposal.requestedFromName} ${verb} moving '${proposal.eventTitle}'`;
      await notify({
        db,
        realtime,
        delivery,
        userId: proposal.proposedBy,
        familyId,
        kind: 'event',
        title: `Move ${verb}`,
        body,
        link: '/smart-scheduling',
      });
      if (answer === 'accept') await realtime.publish({ familyId }, 'events.changed', {});
      return proposal;
    });
  answerRoute('accept');
  answerRoute('decline');

  app.post('/api/ai/implement-suggestion', async (request) => {
    const { suggestionId, date } = parse(implementSuggestionRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    return implementSuggestion({ db, realtime, delivery, familyId, userId, suggestionId, date });
  });

  app.post('/api/smart-scheduling/snoozes', async (request, reply) => {
    const { suggestionId } = parse(snoozeSuggestionRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    return reply.status(201).send(await snoozeSuggestion({ db, familyId, userId, suggestionId }));
  });

  app.get('/api/smart-scheduling/settings', async (request) => {
    const { familyId, userId } = currentUser(request);
    return loadCoordinationSettings({ db, familyId, userId });
  });

  app.patch('/api/smart-scheduling/settings', async (request) => {
    const input = parse(updateCoordinationSettingsSchema, request.body);
    const { familyId, userId } = currentUser(request);
    await saveCoordinationSettings({ db, familyId, userId, input });
    return loadCoordinationSettings({ db, familyId, userId });
  });
}
