import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerProposalSchema, createSwapRequestSchema } from '../../../common/schemas/custody.js';
import { currentUser, parentsOnly } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';
import { announceSwapDecided, announceSwapRequested } from './announce-swap.js';
import { decideSwapRequest, type SwapDecision } from './decide-swap-request.js';
import { createSwapRequest } from './create-swap-request.js';
import { listSwapRequests } from '../../custody-calendar/list-swap-requests.js';
import { sweepStaleSwaps } from '../../custody-calendar/swap-notices.js';
import { SWAP_MESSAGES } from './swap-messages.js';

const idParams = z.object({ id: z.string().max(64) });
const noBody = z.strictObject({});

export function registerSwapRoutes(app: FastifyInstance): void {
  const { db, realtime, delivery } = app.services;

  // Expiry is decided when swaps are read: a request whose days changed or passed is expired before the list is sent.
  app.get('/api/swap-requests', async (request) => {
    const { familyId } = currentUser(request);
    await sweepStaleSwaps({ db, realtime, delivery, familyId });
    return listSwapRequests({ db, familyId });
  });

  app.post('/api/swap-requests', parentsOnly(SWAP_MESSAGES.parentsOnly), async (request, reply) => {
    const input = parse(createSwapRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const swap = await createSwapRequest({ db, familyId, userId, input });
    await announceSwapRequested({ db, realtime, delivery, familyId, swap });
    return reply.status(201).send(swap);
  });

  const answerRoute = (action: 'accept' | 'decline', decision: SwapDecision) =>
    app.post(`/api/swap-requests/:id/${action}`, parentsOnly(SWAP_MESSAGES.parentsOnly), async (request) => {
      const { id } = parse(idParams, request.params);
      const { answer } = parse(answerProposalSchema, request.body);
      const { familyId, userId } = currentUser(request);
      await sweepStaleSwaps({ db, realtime, delivery, familyId });
      const swap = await decideSwapRequest({ db, familyId, userId, id, decision, answer });
      await announceSwapDecided({ db, realtime, delivery, familyId, swap });
      // An accepted swap may take a day another pending request asks for.
      if (decision === 'accepted') await sweepStaleSwaps({ db, realtime, delivery, familyId });
      return swap;
    });
  answerRoute('accept', 'accepted');
  answerRoute('decline', 'declined');

  app.post('/api/swap-requests/:id/cancel', parentsOnly(SWAP_MESSAGES.parentsOnly), async (request) => {
    const { id } = parse(idParams, request.params);
    parse(noBody, request.body);
    const { familyId, userId } = currentUser(request);
    await sweepStaleSwaps({ db, realtime, delivery, familyId });
    const swap = await decideSwapRequest({ db, familyId, userId, id, decision: 'cancelled' });
    await announceSwapDecided({ db, realtime, delivery, familyId, swap });
    return swap;
  });
}
