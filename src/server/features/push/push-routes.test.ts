import { describe, expect, it } from 'vitest';
import { PUSH_ENDPOINT_MAX, type PushSubscriptionInput } from '../../../common/schemas/push.js';
import { useTwoFamilies } from '../../testing/cross-family.js';
import { signIn, TEST_PASSWORD, type SignedInParent } from '../../testing/factories.js';
import { testPushDevice } from '../../testing/push-device.js';
import { createTestApp, TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const ENDPOINT = 'https://push.example.net/send/device-1';

describe.each(TEST_DIALECTS)('push routes (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const families = useTwoFamilies(t);

  const subscribe = (parent: SignedInParent | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: parent ? { cookie: parent.cookie } : {},
      payload: payload as object,
    });
  const unsubscribe = (parent: SignedInParent, endpoint: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: { cookie: parent.cookie }, payload: { endpoint } });
  const stored = () => t.db.kysely.selectFrom('pushSubscriptions').select(['userId', 'endpoint', 'p256dh']).execute();

  it('gives signed-in members the VAPID public key, the same on every start with this DATA_DIR', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/key', headers: { cookie: families.owner.cookie } });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await t.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);

    const again = await createTestApp(dialect, { DATA_DIR: t.config.dataDir });
    try {
      expect(again.app.services.push.publicKey).toBe(publicKey);
    } finally {
      await again.close();
    }
  });

  it('subscribes a device; the same endpoint again updates it and moves it to whoever subscribes it now', async () => {
    const first = testPushDevice(ENDPOINT).subscription;
    const saved = await subscribe(families.owner, first);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ endpoint: ENDPOINT, id: expect.any(String) });

    const renewed = testPushDevice(ENDPOINT).subscription;
    expect((await subscribe(families.intruder, renewed)).statusCode).toBe(201);
    expect(await stored()).toEqual([{ userId: families.intruder.user.id, endpoint: ENDPOINT, p256dh: renewed.keys.p256dh }]);
    expect((await subscribe(undefined, first)).statusCode).toBe(401);
  });

  it('lets a parent remove only their own device: another family’s member gets 404 and the subscription stays', async () => {
    await subscribe(families.owner, testPushDevice(ENDPOINT).subscription);
    const refused = await unsubscribe(families.intruder, ENDPOINT);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toHaveProperty('message');
    expect(await unsubscribe(families.coParent, ENDPOINT).then((r) => r.statusCode)).toBe(404);
    expect(await stored()).toHaveLength(1);

    expect((await unsubscribe(families.owner, ENDPOINT)).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
    expect((await unsubscribe(families.owner, ENDPOINT)).statusCode).toBe(404);
  });

  it('forgets a device when its parent signs out there, so nobody else on it gets their notifications', async () => {
    const { owner } = families;
    const laptop = { ...owner, cookie: await signIn(t.app, { email: owner.email, password: TEST_PASSWORD }) };
    const LAPTOP = 'https://push.example.net/send/laptop';
    expect((await subscribe(owner, testPushDevice(ENDPOINT).subscription)).statusCode).toBe(201);
    expect((await subscribe(laptop, testPushDevice(LAPTOP).subscription)).statusCode).toBe(201);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(signedOut.statusCode).toBe(303);
    expect((await stored()).map((s) => s.endpoint)).toEqual([LAPTOP]);
  });

  const AUTH = 'x'.repeat(22);
  it.each<[string, (valid: PushSubscriptionInput) => unknown, string]>([
    ['no body', () => undefined, '_'],
    ['an endpoint that is not a URL', (valid) => ({ ...valid, endpoint: 'push service' }), 'endpoint'],
    ['a plain http endpoint', (valid) => ({ ...valid, endpoint: 'http://push.example.net/send/1' }), 'endpoint'],
    ['an endpoint with a password', (valid) => ({ ...valid, endpoint: 'https://user:secret@push.example.net/send/1' }), 'endpoint'],
    ['a very long endpoint', (valid) => ({ ...valid, endpoint: `https://push.example.net/${'a'.repeat(PUSH_ENDPOINT_MAX)}` }), 'endpoint'],
    ['no keys', (valid) => ({ endpoint: valid.endpoint }), 'keys'],
    ['a p256dh of the wrong length', (valid) => ({ ...valid, keys: { ...valid.keys, p256dh: 'AAAA' } }), 'keys.p256dh'],
    ['a p256dh that is not base64url', (valid) => ({ ...valid, keys: { ...valid.keys, p256dh: '+'.repeat(87) } }), 'keys.p256dh'],
    [
      'a p256dh off the curve',
      (valid) => ({ ...valid, keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: AUTH } }),
      'keys.p256dh',
    ],
    ['an auth secret of the wrong length', (valid) => ({ ...valid, keys: { ...valid.keys, auth: 'abc' } }), 'keys.auth'],
  ])('refuses %s with 400 naming the field', async (_name, payloadOf, field) => {
    const response = await subscribe(families.owner, payloadOf(testPushDevice(ENDPOINT).subscription));
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ message: string; fields?: Record<string, string> }>();
    expect(body.message).toEqual(expect.any(String));
    if (field !== '_') expect(Object.keys(body.fields ?? {})).toContain(field);
    expect(await stored()).toEqual([]);
  });

  it('accepts a plain http endpoint on this machine only outside production', async () => {
    expect((await subscribe(families.owner, testPushDevice('http://127.0.0.1:9/device').subscription)).statusCode).toBe(201);
    expect((await subscribe(families.owner, testPushDevice('http://10.0.0.5/device').subscription)).statusCode).toBe(400);
  });
});
