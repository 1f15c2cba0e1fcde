import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../common/schemas/conversations.js';
import type { ChainVerification, MessagePage } from '../../common/schemas/messages.js';
import { blobStoreFor } from '../files/file-store.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo conversations (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('gives Sarah General and School with intact history, two unread messages and an image attachment', async () => {
    const demo = await seedDemoFamily(t.db, new Date(), blobStoreFor(t.config));
    const cookie = await signIn(t.app, demo.parents[0]);
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
