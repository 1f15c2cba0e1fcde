import type { FastifyInstance } from 'fastify';
import { pushSubscriptionInputSchema, pushUnsubscribeSchema, type PushKey } from '../../../common/schemas/push.js';
import { currentUser, openToReadOnlyMembers } from '../../auth/guard.js';
import { AppError } from '../../errors.js';
import { parse } from '../../http/parse.js';
import { checkPushSubscription } from '../../push/check-subscription.js';
import { deviceLabel } from '../../push/device-label.js';
import { deletePushSubscription, savePushSubscription } from '../../push/push-subscriptions.js';
import { PUSH_ROUTE_COPY } from './push-route-copy.js';

/** Web Push on this device: the server's key, subscribing and unsubscribing. A device is its member's own thing. */
export function registerPushRoutes(app: FastifyInstance): void {
  const { db, config, push } = app.services;
  const allowLoopbackHttp = config.env !== 'production';

  app.get('/api/push/key', async (): Promise<PushKey> => ({ publicKey: push.publicKey }));

  app.post('/api/push/subscriptions', openToReadOnlyMembers, async (request, reply) => {
    const subscription = parse(pushSubscriptionInputSchema, request.body);
    checkPushSubscription(subscription, { allowLoopbackHttp });
    const { userId, sessionId } = currentUser(request);
    const userAgent = deviceLabel(request.headers['user-agent']);
    return reply.status(201).send(await savePushSubscription({ db, userId, sessionId, subscription, userAgent }));
  });

  app.delete('/api/push/subscriptions', openToReadOnlyMembers, async (request, reply) => {
    const { endpoint } = parse(pushUnsubscribeSchema, request.body);
    const { userId } = currentUser(request);
    if (!(await deletePushSubscription({ db, userId, endpoint }))) throw new AppError('not_found', PUSH_ROUTE_COPY.notSubscribed);
    return reply.status(204).send();
  });
}
