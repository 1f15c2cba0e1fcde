import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { NotificationList } from '../../common/schemas/notifications.js';
import type { Dialect } from '../db/database.js';
import { getJson } from './cross-family.js';
import { pairedParents, type SignedInParent } from './factories.js';
import { startPushEndpoint, type TestPushEndpoint } from './push-endpoint.js';
import { testPushDevice } from './push-device.js';
import { readMail, type ReadMail } from './read-mail.js';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.js';
import type { TestApp } from './test-app.js';
import { useTestApp } from './use-test-app.js';

export const SITE = 'https://amity.example.org';

export interface DeliveryHarness {
  t: TestApp;
  alex: SignedInParent;
  /** Has one device subscribed to push; the tests watch what reaches Sam. */
  sam: SignedInParent;
  /** Emails to Sam since the last call, once the app has sent everything it started. */
  mailsToSam(): Promise<ReadMail[]>;
  /** Pushes that reached Sam's device since the last call. */
  pushesToSam(): Promise<number>;
  bellOf(parent: SignedInParent): Promise<NotificationList>;
  setPreferences(parent: SignedInParent, payload: object): Promise<void>;
}

/** A test app with a real SMTP server and a local push service, and two paired parents, fresh for each test. */
export function useDeliveryHarness(dialect: Dialect): DeliveryHarness {
  let smtp: TestSmtpServer;
  let endpoint: TestPushEndpoint;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    endpoint = await startPushEndpoint();
  });
  afterAll(async () => {
    await smtp.close();
    await endpoint.close();
  });
  const t = useTestApp(dialect, () => ({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Amity <amity@example.org>',
    PUBLIC_URL: SITE,
  }));
  const harness = { t } as DeliveryHarness;
  const settled = async () => {
    await t.app.services.outgoingMail.settled();
    await t.app.services.push.sender.settled();
  };
  beforeEach(async () => {
    const { first, second } = await pairedParents(t.app);
    Object.assign(harness, { alex: first, sam: second });
    const device = testPushDevice(`${endpoint.origin}/device/${second.user.id}`);
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: second.cookie },
      payload: device.subscription,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    await settled();
    smtp.delivered.length = 0;
    endpoint.received.length = 0;
  });
  harness.mailsToSam = async () => {
    await settled();
    return smtp.delivered
      .splice(0)
      .filter((mail) => mail.rcptTo.includes(harness.sam.email))
      .map((mail) => readMail(mail.raw));
  };
  harness.pushesToSam = async () => {
    await settled();
    return endpoint.received.splice(0).filter((push) => push.path === `/device/${harness.sam.user.id}`).length;
  };
  harness.bellOf = (parent) => getJson<NotificationList>(t.app, parent, '/api/notifications');
  harness.setPreferences = async (parent, payload) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/preferences',
      headers: { cookie: parent.cookie },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  return harness;
}
