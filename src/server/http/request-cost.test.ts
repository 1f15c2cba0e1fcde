import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../app.js';
import {
  hashPassword,
  PASSWORD_HASH_BUSY_MESSAGE,
  PASSWORD_HASH_CONCURRENCY,
  PASSWORD_HASH_QUEUE,
  STANDARD_PASSWORD_COST,
} from '../auth/password.js';
import { signUp, TEST_PASSWORD } from '../testing/factories.js';
import { TEST_DIALECTS, TEST_PASSWORD_COST } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, jsonDepthExceeds } from './json-body.js';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const event = { title: 'Dentist', startTime: '2030-05-01T10:00:00Z', endTime: '2030-05-01T11:00:00Z', eventType: 'appointment' };

describe('the JSON depth scan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonDepthExceeds(nested(3), 3)).toBe(false);
    expect(jsonDepthExceeds(nested(4), 3)).toBe(true);
    expect(jsonDepthExceeds('[[[]],[[]]]', 3)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
  });
});

describe.each(TEST_DIALECTS)('what a request may cost (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('refuses deeply nested JSON with a 400 before parsing it, and still reads ordinary bodies', async () => {
    const parent = await signUp(t.app);
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: parent.cookie, 'content-type': 'application/json' }, payload });
    const deep = await post(`{"title":${nested(MAX_JSON_DEPTH)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ message: JSON_TOO_DEEP_MESSAGE, code: 'bad_request' });
    // Just under the body limit, all brackets: refused in milliseconds, not built into half a million arrays.
    const started = performance.now();
    const brackets = await post('['.repeat(JSON_BODY_LIMIT_BYTES - 1));
    expect(brackets.statusCode).toBe(400);
    expect(brackets.json().message).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(performance.now() - started).toBeLessThan(1_000);
    // The limit is on nesting only: a body as deep as allowed reaches validation, which names the field.
    const allowed = await post(`{"title":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(allowed.statusCode).toBe(400);
    expect(allowed.json().fields).toHaveProperty('title');
    expect((await post(JSON.stringify(event))).statusCode).toBe(201);
    const poisoned = await post('{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
  });

  it('answers a signed-out request to a family route 401 before reading its body', async () => {
    const anonymous = (payload: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/events', headers: { 'content-type': 'application/json', ...headers }, payload });
    for (const payload of ['not json', nested(MAX_JSON_DEPTH + 1), 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1)]) {
      const response = await anonymous(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthorized');
    }
    expect((await anonymous(JSON.stringify(event), { cookie: 'amity_session=forged' })).statusCode).toBe(401);
    expect(await t.db.kysely.selectFrom('events').select('id').execute()).toEqual([]);
  });

  const SLOT_HOLDING_COST = { ...STANDARD_PASSWORD_COST, timeCost: 40 };

  it('answers sign-in 503 with Retry-After while the password hashing queue is full, then serves again', async () => {
    const parent = await signUp(t.app);
    const login = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: parent.email, password: TEST_PASSWORD } });
    // A flood of sign-in attempts: every slot taken and the queue full. The hashes in the slots are made to last about a
    // second (full memory, many passes), so the queue is still full when this sign-in asks, however slow the machine
    // or the database is; the queued ones are cheap. With full-cost hashes everywhere, the first one could finish first.
    const flood = [
      ...Array.from({ length: PASSWORD_HASH_CONCURRENCY }, () => hashPassword('flood', SLOT_HOLDING_COST)),
      ...Array.from({ length: PASSWORD_HASH_QUEUE }, () => hashPassword('flood', TEST_PASSWORD_COST)),
    ];
    const refused = await login();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({ message: PASSWORD_HASH_BUSY_MESSAGE, code: 'unavailable' });
    expect(refused.headers['retry-after']).toBe('2');
    await Promise.all(flood);
    const served = await login();
    expect(served.statusCode, served.body).toBe(200);
  });

  it('refuses hashes beyond the queue at once and runs the rest', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_QUEUE + 5 }, () => hashPassword('x', TEST_PASSWORD_COST)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(PASSWORD_HASH_CONCURRENCY + PASSWORD_HASH_QUEUE);
  });
});
