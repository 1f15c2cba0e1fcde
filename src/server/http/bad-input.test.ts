import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../app.js';
import { signUp, TEST_PASSWORD } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';

describe.each(TEST_DIALECTS)('bad input gets a clear 4xx and writes nothing (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const userCount = async () => (await t.db.kysely.selectFrom('users').select('id').execute()).length;
  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as string, headers });

  it('names the missing fields', async () => {
    const response = await register({ email: 'a@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', message: 'Password is required' });
    expect(Object.keys(response.json().fields).sort()).toEqual(['firstName', 'lastName', 'password']);
    expect(await userCount()).toBe(0);
  });

  it('refuses wrong types', async () => {
    const response = await register({ email: 42, password: ['x'], firstName: {}, lastName: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ email: expect.any(String), password: expect.any(String) });
    expect(await userCount()).toBe(0);
  });

  it('refuses unknown fields', async () => {
    const response = await register({ email: 'a@example.com', password: TEST_PASSWORD, firstName: 'A', lastName: 'B', isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.isAdmin).toBe("Unknown field 'isAdmin'");
    expect(await userCount()).toBe(0);
  });

  it('refuses a huge body with 413', async () => {
    const response = await register({
      email: 'a@example.com',
      password: TEST_PASSWORD,
      firstName: 'x'.repeat(JSON_BODY_LIMIT_BYTES),
      lastName: 'B',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Request body is too large');
    expect(await userCount()).toBe(0);
  });

  it('refuses a long but not huge field with a 400 naming it', async () => {
    const response = await register({ email: 'a@example.com', password: TEST_PASSWORD, firstName: 'x'.repeat(500), lastName: 'B' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.firstName).toBe('First name must be at most 80 characters');
  });

  it('refuses malformed JSON, a non-object body and a non-JSON content type', async () => {
    const broken = await register('{"email": ', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Request body is not valid JSON');
    const array = await register([1, 2, 3]);
    expect(array.statusCode).toBe(400);
    const text = await register('email=a', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/JSON/);
    const poisoned = await register('{"__proto__": {"x": 1}}', { 'content-type': 'application/json' });
    expect(poisoned.statusCode).toBe(400);
    expect(await userCount()).toBe(0);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const parent = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { cookie: parent.cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
