import type { FastifyInstance } from 'fastify';
import { beforeEach, expect } from 'vitest';
import type { ConversationSummary } from '../../common/schemas/conversations.js';
import type { Attachment, Message, MessagePage } from '../../common/schemas/messages.js';
import { getJson } from './cross-family.js';
import { pairedParents, type SignedInParent } from './factories.js';
import { multipartPayload } from './multipart-payload.js';

export const conversations = (app: FastifyInstance, parent: SignedInParent) =>
  getJson<ConversationSummary[]>(app, parent, '/api/conversations');

export async function general(app: FastifyInstance, parent: SignedInParent): Promise<ConversationSummary> {
  const found = (await conversations(app, parent)).find((c) => c.subject === 'General');
  if (!found) throw new Error('no General conversation');
  return found;
}

export interface GeneralConversation {
  /** Alex, who opened the family, and Sam, who joined it. */
  a: SignedInParent;
  b: SignedInParent;
  conversation: { id: string };
}

/**
 * Two paired parents and their General conversation, made afresh on `t` before each test. Like useTestApp, the
 * objects are refilled each time, so a describe can destructure them once.
 */
export function useGeneralConversation(t: { app: FastifyInstance }): GeneralConversation {
  const chat: GeneralConversation = { a: {} as SignedInParent, b: {} as SignedInParent, conversation: { id: '' } };
  beforeEach(async () => {
    const { first, second } = await pairedParents(t.app);
    Object.assign(chat.a, first);
    Object.assign(chat.b, second);
    chat.conversation.id = (await general(t.app, first)).id;
  });
  return chat;
}

export async function send(
  app: FastifyInstance,
  parent: SignedInParent,
  conversationId: string,
  content: string,
  attachmentIds?: string[],
): Promise<Message> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { cookie: parent.cookie },
    payload: { content, ...(attachmentIds ? { attachmentIds } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

export const page = (app: FastifyInstance, parent: SignedInParent, conversationId: string, query = '') =>
  getJson<MessagePage>(app, parent, `/api/conversations/${conversationId}/messages${query}`);

export function uploadRequest(parent: SignedInParent, file: { name: string; type: string; data: Buffer }) {
  const { payload, headers } = multipartPayload('file', file);
  return { method: 'POST' as const, url: '/api/attachments', payload, headers: { ...headers, cookie: parent.cookie } };
}

export async function upload(
  app: FastifyInstance,
  parent: SignedInParent,
  file: { name: string; type: string; data: Buffer },
): Promise<Attachment> {
  const response = await app.inject(uploadRequest(parent, file));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Attachment>();
}
