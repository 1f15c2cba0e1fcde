import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  answerProposalSchema,
  custodyCalendarQuerySchema,
  putCustodyScheduleRequestSchema,
  timeShareQuerySchema,
} from '../../../common/schemas/custody.js';
import { currentUser, parentsOnly } from '../../auth/guard.js';
import { loadCustodyCalendar } from '../../custody-calendar/load-custody-calendar.js';
import { loadSchedule } from '../../custody-calendar/load-schedule.js';
import { loadScheduleHistory } from '../../custody-calendar/load-schedule-history.js';
import { parse } from '../../http/parse.js';
import { announceDecision, announceOutcome } from './announce-schedule.js';
import { answerProposal, type ProposalDecision } from './answer-proposal.js';
import { getTimeShare } from './get-time-share.js';
import { proposeScheduleChange } from './propose-change.js';
import { SCHEDULE_MESSAGES } from './schedule-messages.js';

const idParams = z.object({ id: z.string().max(64) });
const noBody = z.strictObject({});

/** Accepting and declining take an optional answer; cancelling takes nothing. */
function readAnswer(decision: ProposalDecision, body: unknown): string | undefined {
  if (decision === 'cancelled') {
    parse(noBody, body);
    return undefined;
  }
  return parse(answerProposalSchema, body).answer;
}

export function registerCustodyRoutes(app: FastifyInstance): void {
  const { db, realtime, delivery } = app.services;
  const parentsOnlyRoute = parentsOnly(SCHEDULE_MESSAGES.parentsOnly);

  app.get('/api/custody-schedule', async (request) => loadSchedule(db.kysely, currentUser(request).familyId));

  app.get('/api/custody-schedule/history', async (request) => loadScheduleHistory(db.kysely, currentUser(request).familyId));

  // Alone in the family: 200 with the schedule. With a co-parent: 202 with the proposal they answer.
  app.put('/api/custody-schedule', parentsOnlyRoute, async (request, reply) => {
    const input = parse(putCustodyScheduleRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const result = await proposeScheduleChange({ db, familyId, userId, change: { kind: 'set', input } });
    await announceOutcome({ db, realtime, delivery, familyId, result });
    if (result.outcome === 'proposed') return reply.status(202).send(result.change);
    return result.outcome === 'applied' ? result.schedule : null;
  });

  // Alone: 204, the schedule ends from today. With a co-parent: 202 with the proposal to end it.
  app.delete('/api/custody-schedule', parentsOnlyRoute, async (request, reply) => {
    const { familyId, userId } = currentUser(request);
    const result = await proposeScheduleChange({ db, familyId, userId, change: { kind: 'end' } });
    await announceOutcome({ db, realtime, delivery, familyId, result });
    return result.outcome === 'proposed' ? reply.status(202).send(result.change) : reply.status(204).send();
  });

  const answerRoute = (action: 'accept' | 'decline' | 'cancel', decision: ProposalDecision) =>
    app.post(`/api/custody-schedule/proposals/:id/${action}`, parentsOnlyRoute, async (request) => {
      const { id } = parse(idParams, request.params);
      const answer = readAnswer(decision, request.body);
      const { familyId, userId } = currentUser(request);
      const change = await answerProposal({ db, familyId, userId, id, decision, answer });
      await announceDecision({ db, realtime, delivery, familyId, change });
      return change;
    });
  answerRoute('accept', 'accepted');
  answerRoute('decline', 'declined');
  answerRoute('cancel', 'cancelled');

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
