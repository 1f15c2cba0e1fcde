import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Child } from '../../common/schemas/children.js';
import type { TimelineEntry } from '../../common/schemas/timeline.js';
import type { SignedInParent } from './factories.js';

/** Small helpers shared by the timeline API tests. */
export function timelineKit(app: FastifyInstance) {
  const send = (parent: SignedInParent, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { cookie: parent.cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });

  const addChild = async (parent: SignedInParent, name = 'Emma') => {
    const response = await send(parent, 'POST', '/api/children', { name, birthDate: '2016-04-12' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Child>();
  };

  const addEntry = async (parent: SignedInParent, payload: Record<string, unknown>) => {
    const response = await send(parent, 'POST', '/api/timeline', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TimelineEntry>();
  };

  const timelineOf = async (parent: SignedInParent, childId: string) => {
    const response = await send(parent, 'GET', `/api/children/${childId}/timeline`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TimelineEntry[]>();
  };

  return { send, addChild, addEntry, timelineOf };
}
