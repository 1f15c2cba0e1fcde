import type { FastifyInstance } from 'fastify';
import { CHECK_IN_MESSAGES, exchangeQuerySchema, putCheckInRequestSchema } from '../../../common/schemas/check-ins.js';
import { currentUser } from '../../auth/guard.js';
import { AppError } from '../../errors.js';
import { parse } from '../../http/parse.js';
import { currentCheckIn } from './current-check-in.js';
import { findExchange } from './find-exchange.js';
import { exchangeCheckIns } from './load-check-ins.js';
import { putCheckIn } from './put-check-in.js';

/** Handover check-ins (decision 0032): on time, late or missed, one per parent and exchange, correctable while open. */
export function registerCheckInRoutes(app: FastifyInstance): void {
  const { db, realtime } = app.services;

  app.get('/api/check-ins/current', async (request) => ({
    current: await currentCheckIn({ db, familyId: currentUser(request).familyId }),
  }));

  app.get('/api/check-ins/exchange', async (request) => {
    const { familyId } = currentUser(request);
    const { at } = parse(exchangeQuerySchema, request.query);
    const exchange = await findExchange({ db, familyId, at });
    if (!exchange) throw new AppError('not_found', CHECK_IN_MESSAGES.noSuchExchange);
    return exchangeCheckIns(db.kysely, familyId, exchange, new Date());
  });

  app.put('/api/check-ins', async (request, reply) => {
    const { familyId, userId } = currentUser(request);
    const input = parse(putCheckInRequestSchema, request.body);
    const { created, result } = await putCheckIn({ db, realtime, familyId, userId, input });
    return reply.status(created ? 201 : 200).send(result);
  });
}
