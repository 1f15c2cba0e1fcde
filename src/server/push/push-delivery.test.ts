import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../common/schemas/push.js';
import { added } from '../testing/expenses.js';
import { pairedParents, type SignedInParent } from '../testing/factories.js';
import { general, send } from '../testing/messages.js';
import { startPushEndpoint, type TestPushEndpoint } from '../testing/push-endpoint.js';
import { testPushDevice, verifyVapid, type TestPushDevice } from '../testing/push-device.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { PUSH_COPY } from './push-copy.js';

describe.each(TEST_DIALECTS)('Web Push delivery (%s)', (dialect) => {
  let endpoint: TestPushEndpoint;
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(async () => {
    await endpoint.close();
  });
  const t = useTestApp(dialect, () => ({ PUBLIC_URL: 'https://amity.example.org' }));
  let alex: SignedInParent;
  let sam: SignedInParent;
  let samsPhone: TestPushDevice;
  beforeEach(async () => {
    ({ first: alex, second: sam } = await pairedParents(t.app));
    samsPhone = testPushDevice(`${endpoint.origin}/device/${sam.user.id}`);
    await subscribe(sam, samsPhone);
    await t.app.services.push.sender.settled();
    endpoint.received.length = 0;
  });

  async function subscribe(parent: SignedInParent, device: TestPushDevice) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: parent.cookie, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36' },
      payload: device.subscription,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  /** Pushes that reached `path` since the last call, once the app has sent everything it started. */
  async function pushesTo(path: string) {
    await t.app.services.push.sender.settled();
    return endpoint.received.splice(0).filter((push) => push.path === path);
  }
  const subscriptionsOf = (userId: string) =>
    t.db.kysely.selectFrom('pushSubscriptions').selectAll().where('userId', '=', userId).execute();

  it('pushes a new message to the other parent encrypted, signed with the VAPID key, with its sender and subject but never its text', async () => {
    const conversation = await general(t.app, alex);
    await send(t.app, alex, conversation.id, 'The dentist moved to Friday at 4.');
    const [push, ...more] = await pushesTo(`/device/${sam.user.id}`);
    expect(more).toEqual([]);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(push?.headers.authorization, t.app.services.push.publicKey);
    expect(claims).toMatchObject({ aud: endpoint.origin, sub: 'https://amity.example.org' });
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);

    const text = samsPhone.decrypt(push?.body ?? Buffer.alloc(0));
    expect(text).not.toContain('dentist');
    expect(JSON.parse(text)).toEqual({
      title: PUSH_COPY.message.title('Alex Rivera'),
      body: PUSH_COPY.message.body('General'),
      url: `/messages?c=${conversation.id}`,
      tag: `amity:message:/messages?c=${conversation.id}`,
    } satisfies PushPayload);
    const [saved] = await subscriptionsOf(sam.user.id);
    expect(saved).toMatchObject({ userAgent: 'Chrome on Android', lastSuccessAt: expect.any(String) });
  });

  it('pushes other notifications with the bell’s sentence and link, to every device of the parent', async () => {
    const laptop = testPushDevice(`${endpoint.origin}/laptop/${sam.user.id}`);
    await subscribe(sam, laptop);
    await added(t.app, alex, { title: 'Swimming lessons', amount: 120 });
    const [bell] = (await t.db.kysely.selectFrom('notifications').selectAll().where('userId', '=', sam.user.id).execute()).filter(
      (n) => n.kind === 'expense',
    );
    const phonePush = (await pushesTo(`/device/${sam.user.id}`))[0];
    expect(phonePush).toBeDefined();
    const payload = JSON.parse(samsPhone.decrypt(phonePush?.body ?? Buffer.alloc(0))) as PushPayload;
    expect(payload).toMatchObject({ title: bell?.title, url: bell?.link, tag: `amity:expense:${bell?.link}` });
    expect(payload.body).toContain('Swimming lessons');

    await added(t.app, alex, { title: 'School trip', amount: 30 });
    await t.app.services.push.sender.settled();
    const laptopPush = endpoint.received.find((push) => push.path === `/laptop/${sam.user.id}`);
    expect(JSON.parse(laptop.decrypt(laptopPush?.body ?? Buffer.alloc(0)))).toMatchObject({ body: expect.stringContaining('School trip') });
  });

  it.each([404, 410])('forgets a subscription when its push service answers %i, and keeps it on other failures', async (status) => {
    endpoint.answer(`/device/${sam.user.id}`, 500);
    const conversation = await general(t.app, alex);
    await send(t.app, alex, conversation.id, 'One');
    expect(await pushesTo(`/device/${sam.user.id}`)).toHaveLength(1);
    expect(await subscriptionsOf(sam.user.id)).toHaveLength(1);

    endpoint.answer(`/device/${sam.user.id}`, status);
    await send(t.app, alex, conversation.id, 'Two');
    expect(await pushesTo(`/device/${sam.user.id}`)).toHaveLength(1);
    expect(await subscriptionsOf(sam.user.id)).toEqual([]);
    await send(t.app, alex, conversation.id, 'Three');
    expect(await pushesTo(`/device/${sam.user.id}`)).toEqual([]);
  });

  it('never makes the request that notifies wait for or fail on an unreachable push service', async () => {
    const unreachable = testPushDevice('http://127.0.0.1:9/nobody-listens');
    await subscribe(alex, unreachable);
    const conversation = await general(t.app, sam);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: { cookie: sam.cookie },
      payload: { content: 'Hello' },
    });
    expect(response.statusCode).toBe(201);
    await t.app.services.push.sender.settled();
    expect(await subscriptionsOf(alex.user.id)).toHaveLength(1);
  });
});
