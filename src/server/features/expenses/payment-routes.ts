import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../../../common/expenses/payment-rules.js';
import {
  declinePaymentRequestSchema,
  paymentVersionRequestSchema,
  proofQuerySchema,
  recordPaymentRequestSchema,
} from '../../../common/schemas/payments.js';
import { currentUser, parentsOnly } from '../../auth/guard.js';
import { blobStoreFor } from '../../files/file-store.js';
import { parse } from '../../http/parse.js';
import { announcePayment } from './announce-payment.js';
import { answerPayment, type PaymentAnswer } from './answer-payment.js';
import { attachProof } from './attach-proof.js';
import { readDocumentUpload } from './document-file.js';
import { listPayments } from './list-payments.js';
import { recordPayment } from './record-payment.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const ANSWERED = { confirm: 'confirmed', decline: 'declined', cancel: 'cancelled' } as const;

/** Payments between the parents: recorded by the payer, confirmed or declined by the parent paid, never deleted. */
export function registerPaymentRoutes(app: FastifyInstance): void {
  const { db, config, realtime, delivery } = app.services;
  const blobs = blobStoreFor(config);
  const parentsOnlyRoute = parentsOnly(PAYMENT_MESSAGES.parentsOnly);

  app.get('/api/expenses/payments', async (request) => {
    const { familyId, role } = currentUser(request);
    return listPayments({ db, familyId, withProof: role === 'parent' });
  });

  app.post('/api/expenses/payments', parentsOnlyRoute, async (request, reply) => {
    const input = parse(recordPaymentRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const payment = await recordPayment({ db, familyId, userId, input });
    await announcePayment({ db, realtime, delivery, familyId, change: 'recorded', payment });
    return reply.status(201).send(payment);
  });

  app.post('/api/expenses/payments/:id/proof', parentsOnlyRoute, async (request) => {
    const { id } = parse(idParams, request.params);
    const { version } = parse(proofQuerySchema, request.query);
    const { familyId, userId } = currentUser(request);
    const upload = await readDocumentUpload(request, 'payment_proof');
    const payment = await attachProof({ db, blobs, familyId, userId, id, upload, version });
    await announcePayment({ db, realtime, delivery, familyId, change: 'changed', payment });
    return payment;
  });

  for (const answer of ['confirm', 'decline', 'cancel'] as const satisfies readonly PaymentAnswer[]) {
    app.post(`/api/expenses/payments/:id/${answer}`, parentsOnlyRoute, async (request) => {
      const { id } = parse(idParams, request.params);
      const body =
        answer === 'decline'
          ? parse(declinePaymentRequestSchema, request.body)
          : { ...parse(paymentVersionRequestSchema, request.body), reason: null };
      const { familyId, userId } = currentUser(request);
      const payment = await answerPayment({ db, familyId, userId, id, answer, reason: body.reason, version: body.version });
      await announcePayment({ db, realtime, delivery, familyId, change: ANSWERED[answer], payment });
      return payment;
    });
  }
}
