import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createConversationRequestSchema } from '../../../common/schemas/conversations.js';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_MAX_MB,
  markReadRequestSchema,
  messagePageQuerySchema,
  searchQuerySchema,
  sendMessageRequestSchema,
} from '../../../common/schemas/messages.js';
import { currentUser } from '../../auth/guard.js';
import { blobStoreFor } from '../../files/file-store.js';
import { MB, readUpload } from '../../files/multipart.js';
import { parse } from '../../http/parse.js';
import { announceConversation, announceMessage, announceRead } from './announce.js';
import { createConversation } from './create-conversation.js';
import { listConversations } from './list-conversations.js';
import { listMessages } from './list-messages.js';
import { markRead } from './mark-read.js';
import { searchMessages } from './search-messages.js';
import { sendMessage } from './send-message.js';
import { ATTACHMENT_MESSAGES, uploadAttachment } from './upload-attachment.js';
import { verifyChain } from './verify-chain.js';

const paramsSchema = z.object({ id: z.string().min(1).max(64) });

/** Conversations and their messages. Messages are only ever added: no route edits or deletes one. */
export function registerMessageRoutes(app: FastifyInstance): void {
  const { db, config, realtime } = app.services;
  const blobs = blobStoreFor(config);

  app.get('/api/conversations', async (request) => {
    const { familyId, userId } = currentUser(request);
    return listConversations({ db, familyId, userId });
  });

  app.post('/api/conversations', async (request, reply) => {
    const input = parse(createConversationRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const conversation = await createConversation({ db, familyId, userId, input });
    await announceConversation({ db, realtime, familyId, conversation });
    return reply.status(201).send(conversation);
  });

  app.get('/api/conversations/:id/messages', async (request) => {
    const { id } = parse(paramsSchema, request.params);
    const { before, limit } = parse(messagePageQuerySchema, request.query);
    return listMessages({ db, familyId: currentUser(request).familyId, conversationId: id, limit, ...(before ? { before } : {}) });
  });

  app.post('/api/conversations/:id/messages', async (request, reply) => {
    const { id } = parse(paramsSchema, request.params);
    const input = parse(sendMessageRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const message = await sendMessage({ db, familyId, userId, conversationId: id, input });
    await announceMessage({ db, realtime, familyId, message });
    return reply.status(201).send(message);
  });

  app.post('/api/conversations/:id/read', async (request) => {
    const { id } = parse(paramsSchema, request.params);
    const input = parse(markReadRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const read = await markRead({ db, familyId, userId, conversationId: id, input });
    await announceRead({ realtime, familyId, readerId: userId, conversationId: id, read });
    return read;
  });

  app.get('/api/conversations/:id/verify', async (request) => {
    const { id } = parse(paramsSchema, request.params);
    return verifyChain({ db, familyId: currentUser(request).familyId, conversationId: id });
  });

  app.get('/api/messages/search', async (request) => {
    const { q } = parse(searchQuerySchema, request.query);
    return searchMessages({ db, familyId: currentUser(request).familyId, q });
  });

  app.post('/api/attachments', async (request, reply) => {
    const { familyId, userId } = currentUser(request);
    const upload = await readUpload(request, {
      field: ATTACHMENT_FIELD,
      maxBytes: ATTACHMENT_MAX_MB * MB,
      tooLargeMessage: ATTACHMENT_MESSAGES.tooLarge,
    });
    return reply.status(201).send(await uploadAttachment({ db, blobs, familyId, userId, upload }));
  });
}
