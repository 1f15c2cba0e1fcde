import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { AuditEntry, AuditPage } from '../../common/schemas/audit.js';
import type { Child } from '../../common/schemas/children.js';
import type { NotificationList } from '../../common/schemas/notifications.js';
import type { TimelineEntry } from '../../common/schemas/timeline.js';
import type { SignedInParent } from './factories.js';
import { multipartPayload } from './multipart-payload.js';

/** Helpers for the children removal and shared-records tests. */
export function removalKit(app: FastifyInstance) {
  const send = (parent: SignedInParent, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: parent.cookie }, ...(payload ? { payload } : {}) });

  const addChild = async (parent: SignedInParent, name = 'Emma') => {
    const response = await send(parent, 'POST', '/api/children', { name, birthDate: '2016-04-12', school: 'Maple Grove' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Child>();
  };

  const children = async (parent: SignedInParent) => (await send(parent, 'GET', '/api/children')).json<Child[]>();

  const addEntry = async (parent: SignedInParent, payload: Record<string, unknown>) => {
    const response = await send(parent, 'POST', '/api/timeline', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TimelineEntry>();
  };

  const uploadEntryPhoto = async (parent: SignedInParent, entryId: string) => {
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3d405b' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartPayload('photo', { name: 'p.png', type: 'image/png', data });
    const response = await app.inject({
      method: 'POST',
      url: `/api/timeline/${entryId}/photo`,
      payload,
      headers: { ...headers, cookie: parent.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TimelineEntry>().photoUrl ?? '';
  };

  const fileStatus = async (parent: SignedInParent, url: string) => (await send(parent, 'GET', url)).statusCode;

  const audit = async (parent: SignedInParent, query = ''): Promise<AuditEntry[]> => {
    const response = await send(parent, 'GET', `/api/audit${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>().items;
  };

  const notifications = async (parent: SignedInParent) => (await send(parent, 'GET', '/api/notifications')).json<NotificationList>().items;

  return { send, addChild, children, addEntry, uploadEntryPhoto, fileStatus, audit, notifications };
}
