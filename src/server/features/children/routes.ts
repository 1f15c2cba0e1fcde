import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHILD_PHOTO_FIELD, CHILD_PHOTO_MAX_MB, CHILD_PHOTO_MESSAGES } from '../../../common/child-rules.js';
import { childRemovalDecisionSchema } from '../../../common/schemas/child-removal.js';
import { createChildRequestSchema, updateChildRequestSchema } from '../../../common/schemas/children.js';
import { currentUser } from '../../auth/guard.js';
import { blobStoreFor } from '../../files/file-store.js';
import { MB, readUpload } from '../../files/multipart.js';
import { parse } from '../../http/parse.js';
import { announceChildrenChanged, announceRemovalDecided, announceRemovalRequested } from './announce-children.js';
import { createChild } from './create-child.js';
import { decideChildRemoval, type RemovalDecision } from './decide-child-removal.js';
import { listChildren } from './list-children.js';
import { listPendingRemovalRequests } from './list-removal-requests.js';
import { requestChildRemoval } from './request-child-removal.js';
import { setChildPhoto } from './set-child-photo.js';
import { updateChild } from './update-child.js';

const paramsSchema = z.object({ id: z.string().min(1).max(64) });

/** Children (SPEC.md section 2): shared by both parents; removing one takes both parents' agreement and archives it. */
export function registerChildrenRoutes(app: FastifyInstance): void {
  const { db, config, realtime, delivery } = app.services;
  const blobs = blobStoreFor(config);

  app.get('/api/children', async (request) => listChildren(db.kysely, { familyId: currentUser(request).familyId }));

  app.post('/api/children', async (request, reply) => {
    const input = parse(createChildRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const child = await createChild({ db, familyId, userId, input });
    await announceChildrenChanged(realtime, familyId);
    return reply.status(201).send(child);
  });

  app.patch('/api/children/:id', async (request) => {
    const { id } = parse(paramsSchema, request.params);
    const input = parse(updateChildRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const child = await updateChild({ db, familyId, userId, id, input });
    await announceChildrenChanged(realtime, familyId);
    return child;
  });

  // Alone in the family: archived at once (204). With a co-parent: a removal request they must accept (202).
  app.delete('/api/children/:id', async (request, reply) => {
    const { id } = parse(paramsSchema, request.params);
    const { familyId, userId } = currentUser(request);
    const outcome = await requestChildRemoval({ db, familyId, userId, id });
    if (outcome.kind === 'archived') {
      await announceChildrenChanged(realtime, familyId);
      return reply.status(204).send();
    }
    await announceRemovalRequested({ db, realtime, delivery, familyId, request: outcome.request });
    return reply.status(202).send(outcome.request);
  });

  app.post('/api/children/:id/photo', async (request) => {
    const { id } = parse(paramsSchema, request.params);
    const { familyId, userId } = currentUser(request);
    const upload = await readUpload(request, {
      field: CHILD_PHOTO_FIELD,
      maxBytes: CHILD_PHOTO_MAX_MB * MB,
      tooLargeMessage: CHILD_PHOTO_MESSAGES.tooLarge,
    });
    const child = await setChildPhoto({ db, blobs, familyId, userId, id, upload });
    await announceChildrenChanged(realtime, familyId);
    return child;
  });

  app.get('/api/children/removal-requests', async (request) => listPendingRemovalRequests(db.kysely, currentUser(request).familyId));

  const decisionRoute = (action: 'accept' | 'decline' | 'cancel', decision: RemovalDecision) =>
    app.post(`/api/children/removal-requests/:id/${action}`, async (request) => {
      const { id } = parse(paramsSchema, request.params);
      parse(childRemovalDecisionSchema, request.body);
      const { familyId, userId } = currentUser(request);
      const removal = await decideChildRemoval({ db, familyId, userId, id, decision });
      await announceRemovalDecided({ db, realtime, delivery, familyId, request: removal });
      return removal;
    });
  decisionRoute('accept', 'accepted');
  decisionRoute('decline', 'declined');
  decisionRoute('cancel', 'cancelled');
}
