import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conflictDiffuserRequestSchema } from '../../../common/schemas/ai.js';
import { createConversationRequestSchema } from '../../../common/schemas/conversations.js';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_MAX_MB,
  chainQuerySchema,
  markReadRequestSchema,
  messagePageQuerySchema,
  searchQuerySchema,
  sendMessageRequestSchema,
} from '../../../common/schemas/messages.js';
import { currentUser } from '../../auth/guard.js';
import { blobStoreFor } from '../../files/file-store.js';
import { MB, readUpload } from '../../files/multipart.js';
import { parse } from '../../http/parse.js';
import { checkpointKeyFor } from '../../message-record/checkpoint-key.js';
import { announceConversation, announceMessage, announceRead } from './announce.js';
import { listChainLinks } from './chain-links.js';
import { getConversationCheckpoint } from './conversation-checkpoint.js';
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
  const { db, config, realtime, ai, delivery } = app.services;
  const blobs = blobStoreFor(config);
  const checkpointKey = checkpointKeyFor(config);

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
    const message = await sendMessage({ db, familyId, userId, conversationId: id, input, checkpointKey });
    await announceMessage({ db, realtime, delivery, familyId, message });
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
    return verifyChain({ db, blobs, familyId: currentUser(request).familyId, conversationId: id });
  });

  app.get('/api/conversations/:id/checkpoint', async (request) => {
    const { id } = parse(paramsSchema, request.params);
    return getConversationCheckpoint({ db, key: checkpointKey, familyId: currentUser(request).familyId, conversationId: id });
  });

  app.get('/api/conversations/:id/chain', async (request) => {
    const { id } = parse(paramsSchema, request.params);
    const { from, limit } = parse(chainQuerySchema, request.query);
    return listChainLinks({ db, familyId: currentUser(request).familyId, conversationId: id, from, limit });
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

  app.post('/api/ai/conflict-diffuser', async (request) => {
    currentUser(request);
    const { message, improve } = parse(conflictDiffuserRequestSchema, request.body);
    return ai.analyzeConflict(message, { improve });
  });
}
