import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { pairedParents, signUp, type SignedInParent } from './factories.js';

export interface TwoFamilies {
  /** The owner family: two paired parents. */
  owner: SignedInParent;
  coParent: SignedInParent;
  /** A parent of another family. */
  intruder: SignedInParent;
}

export async function twoFamilies(app: FastifyInstance): Promise<TwoFamilies> {
  const { first, second } = await pairedParents(app);
  const intruder = await signUp(app, { firstName: 'Casey', lastName: 'Other', email: `intruder-${Date.now()}@example.com` });
  return { owner: first, coParent: second, intruder };
}

/** Two families made afresh on `t` before each test; like useTestApp, the object returned is refilled each time. */
export function useTwoFamilies(t: { app: FastifyInstance }): TwoFamilies {
  const families = {} as TwoFamilies;
  beforeEach(async () => {
    Object.assign(families, await twoFamilies(t.app));
  });
  return families;
}

/**
 * Proves that a member of another family cannot read or change a record: the request answers 404
 * (exactly like a record that does not exist) and what the owners see is unchanged.
 */
export async function expectRefusedAcrossFamilies(opts: {
  app: FastifyInstance;
  intruder: SignedInParent;
  request: Omit<InjectOptions, 'headers'>;
  /** What the owner family sees; must not change. */
  snapshot: () => Promise<unknown>;
  status?: number;
}): Promise<void> {
  const before = await opts.snapshot();
  const response = await opts.app.inject({ ...opts.request, headers: { cookie: opts.intruder.cookie } } as InjectOptions);
  expect(response.statusCode, `${String(opts.request.method)} ${String(opts.request.url)}: ${response.body}`).toBe(opts.status ?? 404);
  expect(response.json()).toHaveProperty('message');
  expect(await opts.snapshot()).toEqual(before);
}

/** GET as a parent and return the JSON body, failing on any non-200. */
export async function getJson<T>(app: FastifyInstance, parent: SignedInParent, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
