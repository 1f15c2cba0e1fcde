import { describe, expect, it } from 'vitest';
import type { ChainVerification } from '../../../common/schemas/messages.js';
import { getJson } from '../../testing/cross-family.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { GENESIS_HASH, messageHash } from '../../message-record/message-hash.js';
import { conversations, page, send, useGeneralConversation } from '../../testing/messages.js';

describe.each(TEST_DIALECTS)('tamper-evident history (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const { a, b, conversation } = useGeneralConversation(t);

  const verify = () => getJson<ChainVerification>(t.app, b, `/api/conversations/${conversation.id}/verify`);

  it('chains each message to the one before with a SHA-256 over its fields', async () => {
    const first = await send(t.app, a, conversation.id, 'Hello');
    const second = await send(t.app, b, conversation.id, 'Hi there');
    const rows = await t.db.kysely.selectFrom('messages').selectAll().orderBy('seq').execute();
    expect(rows.map((r) => [r.seq, r.prevHash])).toEqual([
      [1, GENESIS_HASH],
      [2, first.hash],
    ]);
    const expected = messageHash({
      conversationId: conversation.id,
      seq: 2,
      senderId: b.user.id,
      content: 'Hi there',
      createdAt: second.timestamp,
      attachments: [],
      prevHash: first.hash,
    });
    expect(second.hash).toBe(expected);
    expect(await verify()).toMatchObject({
      intact: true,
      checked: 2,
      firstBrokenMessageId: null,
      checkpoint: { messageCount: 2, headHash: second.hash, signatureValid: true },
    });
  });

  it('never forks the chain when messages are sent at the same moment', async () => {
    await Promise.all([...Array(12)].map((_, i) => send(t.app, i % 2 ? a : b, conversation.id, `at once ${i}`)));
    const rows = await t.db.kysely.selectFrom('messages').select('seq').orderBy('seq').execute();
    expect(rows.map((r) => r.seq)).toEqual([...Array(12)].map((_, i) => i + 1));
    expect(await verify()).toMatchObject({ intact: true, checked: 12, firstBrokenMessageId: null, checkpoint: { messageCount: 12 } });
  });

  it('detects a message altered directly in the database', async () => {
    await send(t.app, a, conversation.id, 'I will pick up at 5');
    const target = await send(t.app, b, conversation.id, 'Fine, see you at 5');
    await send(t.app, a, conversation.id, 'Thanks');
    await t.db.kysely.updateTable('messages').set({ content: 'I never agreed to 5' }).where('id', '=', target.id).execute();
    expect(await verify()).toMatchObject({
      intact: false,
      checked: 2,
      firstBrokenMessageId: target.id,
      reason: 'message_changed',
      brokenSeq: 2,
      detail: expect.stringContaining('Message #2'),
    });
  });

  it('detects a message deleted directly in the database: the next one no longer links', async () => {
    await send(t.app, a, conversation.id, 'one');
    const removed = await send(t.app, b, conversation.id, 'two');
    const next = await send(t.app, a, conversation.id, 'three');
    await t.db.kysely.deleteFrom('messages').where('id', '=', removed.id).execute();
    expect(await verify()).toMatchObject({ intact: false, checked: 2, firstBrokenMessageId: next.id, reason: 'link_broken', brokenSeq: 3 });
  });

  it('has no route that edits or deletes a message or a conversation', async () => {
    const message = await send(t.app, a, conversation.id, 'On the record');
    const before = { list: await conversations(t.app, a), page: await page(t.app, a, conversation.id) };
    const paths = [
      `/api/conversations/${conversation.id}`,
      `/api/conversations/${conversation.id}/messages`,
      `/api/conversations/${conversation.id}/messages/${message.id}`,
      `/api/messages/${message.id}`,
      '/api/conversations',
    ];
    for (const url of paths) {
      for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie: a.cookie },
          payload: { content: 'changed', subject: 'changed' },
        });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    expect({ list: await conversations(t.app, a), page: await page(t.app, a, conversation.id) }).toEqual(before);
    expect(await verify()).toMatchObject({ intact: true, checked: 1, firstBrokenMessageId: null });
  });
});
