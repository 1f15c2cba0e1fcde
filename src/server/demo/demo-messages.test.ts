import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../common/schemas/conversations.js';
import type { ChainVerification, MessagePage } from '../../common/schemas/messages.js';
import { blobStoreFor } from '../files/file-store.js';
import { sessionCookieOf } from '../testing/factories.js';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.js';
import { DEMO_PARENTS, DEMO_PASSWORD, seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo conversations (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('gives Sarah General and School with intact history, two unread messages and an image attachment', async () => {
    await seedDemoFamily(t.db, new Date(), blobStoreFor(t.config));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_PARENTS[0].email, password: DEMO_PASSWORD },
    });
    const cookie = sessionCookieOf(login);
    const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json<T>();

    const list = await get<ConversationSummary[]>('/api/conversations');
    expect(list.map((c) => c.subject).sort()).toEqual(['General', 'School']);
    expect(list.reduce((sum, c) => sum + c.unreadCount, 0)).toBe(2);
    let messages = 0;
    for (const conversation of list) {
      const page = await get<MessagePage>(`/api/conversations/${conversation.id}/messages`);
      messages += page.messages.length;
      expect(await get<ChainVerification>(`/api/conversations/${conversation.id}/verify`)).toMatchObject({ intact: true });
      for (const attachment of page.messages.flatMap((m) => m.attachments)) {
        const file = await t.app.inject({ method: 'GET', url: attachment.url, headers: { cookie } });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/png');
      }
    }
    expect(messages).toBe(12);
    expect(await t.db.kysely.selectFrom('messageAttachments').selectAll().execute()).toHaveLength(1);
  });
});
