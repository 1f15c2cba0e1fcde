import { describe, expect, it } from 'vitest';
import type { MarkReadResponse, Message, SearchResults } from '../../../common/schemas/messages.js';
import { getJson } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { conversations, page, send, useGeneralConversation } from '../../testing/messages.js';

describe.each(TEST_DIALECTS)('messages (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const { a, b, conversation } = useGeneralConversation(t);

  const read = (parent: SignedInParent, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/conversations/${conversation.id}/read`, headers: { cookie: parent.cookie }, payload });

  it('sends a trimmed message that both parents see, with sender, time, unread state and hash', async () => {
    const before = Date.now();
    const sent = await send(t.app, a, conversation.id, '  Can you take Emma to swim on Tuesday?  ');
    expect(sent).toEqual({
      id: expect.any(String),
      conversationId: conversation.id,
      senderId: a.user.id,
      senderName: 'Alex Rivera',
      content: 'Can you take Emma to swim on Tuesday?',
      timestamp: expect.any(String),
      isRead: false,
      readAt: null,
      attachments: [],
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    } satisfies Message);
    expect(Date.parse(sent.timestamp)).toBeGreaterThanOrEqual(before - 1);
    expect((await page(t.app, b, conversation.id)).messages).toEqual([sent]);
    const [summary] = await conversations(t.app, b);
    expect(summary).toMatchObject({ lastMessage: sent.content, timestamp: sent.timestamp, unreadCount: 1, partnerName: 'Alex Rivera' });
    expect((await conversations(t.app, a))[0]?.unreadCount).toBe(0);
  });

  it('pages with a cursor, oldest first within a page, newest page first', async () => {
    const sent: Message[] = [];
    for (let i = 1; i <= 7; i++) sent.push(await send(t.app, i % 2 ? a : b, conversation.id, `message ${i}`));
    const first = await page(t.app, a, conversation.id, '?limit=3');
    expect(first.messages.map((m) => m.content)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(t.app, a, conversation.id, `?limit=3&before=${first.nextCursor ?? ''}`);
    expect(second.messages.map((m) => m.content)).toEqual(['message 2', 'message 3', 'message 4']);
    const third = await page(t.app, a, conversation.id, `?limit=3&before=${second.nextCursor ?? ''}`);
    expect(third.messages.map((m) => m.content)).toEqual(['message 1']);
    expect(third.nextCursor).toBeNull();
    const all = await page(t.app, a, conversation.id);
    expect(all.messages).toEqual(sent);
    expect(all.nextCursor).toBeNull();
  });

  it('marks only the other parent’s messages read, up to a message or all, setting readAt only once', async () => {
    const m1 = await send(t.app, a, conversation.id, 'one');
    const m2 = await send(t.app, a, conversation.id, 'two');
    const own = await send(t.app, b, conversation.id, 'mine');
    const m3 = await send(t.app, a, conversation.id, 'three');
    expect((await conversations(t.app, b))[0]?.unreadCount).toBe(3);

    const firstRead = await read(b, { upTo: m2.id });
    expect(firstRead.statusCode, firstRead.body).toBe(200);
    const r1 = firstRead.json<MarkReadResponse>();
    expect(r1.readIds).toEqual([m1.id, m2.id]);
    expect((await conversations(t.app, b))[0]?.unreadCount).toBe(1);

    const r2 = (await read(b)).json<MarkReadResponse>();
    expect(r2.readIds).toEqual([m3.id]);
    expect((await read(b)).json<MarkReadResponse>().readIds).toEqual([]);
    expect((await conversations(t.app, b))[0]?.unreadCount).toBe(0);

    const seen = new Map((await page(t.app, a, conversation.id)).messages.map((m) => [m.id, m]));
    expect(seen.get(m1.id)).toMatchObject({ isRead: true, readAt: r1.readAt });
    expect(seen.get(m3.id)).toMatchObject({ isRead: true, readAt: r2.readAt });
    expect(seen.get(own.id)).toMatchObject({ isRead: false, readAt: null });
    // The sender reading their own conversation changes nothing of theirs.
    expect((await read(a)).json<MarkReadResponse>().readIds).toEqual([own.id]);

    const unknown = await read(b, { upTo: 'not-a-message' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { upTo: expect.any(String) } });
  });

  it('searches the family’s messages ignoring case, newest first, with % and _ taken literally', async () => {
    await send(t.app, a, conversation.id, 'Pickup at 5pm from SCHOOL');
    await send(t.app, b, conversation.id, 'school play is on Friday');
    await send(t.app, a, conversation.id, 'We agreed 50% of the fees');
    await send(t.app, b, conversation.id, 'file_name.pdf attached');
    await send(t.app, a, conversation.id, 'filename without underscore, 500 dollars');
    const search = (q: string) => getJson<SearchResults>(t.app, b, `/api/messages/search?q=${encodeURIComponent(q)}`);

    const school = await search('School');
    expect(school.results.map((r) => r.content)).toEqual(['school play is on Friday', 'Pickup at 5pm from SCHOOL']);
    expect(school.results[0]).toMatchObject({ subject: 'General', senderName: 'Sam Rivera', conversationId: conversation.id });
    expect((await search('50%')).results.map((r) => r.content)).toEqual(['We agreed 50% of the fees']);
    expect((await search('e_n')).results.map((r) => r.content)).toEqual(['file_name.pdf attached']);
    expect((await search('zzz')).results).toEqual([]);

    for (const q of ['a', ' b ', 'x'.repeat(101)]) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/messages/search?q=${q}`, headers: { cookie: a.cookie } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ fields: { q: expect.any(String) } });
    }
  });

  it('refuses bad input with a message for the field and stores nothing', async () => {
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversation.id}/messages`,
        headers: { cookie: a.cookie },
        payload: payload as object,
      });
    const cases: [unknown, string][] = [
      [{ content: '   ' }, 'content'],
      [{}, 'content'],
      [{ content: 'x'.repeat(5001) }, 'content'],
      [{ content: 'hi', attachmentIds: Array.from({ length: 11 }, (_, i) => `f${i}`) }, 'attachmentIds'],
      [{ content: 'hi', attachmentIds: ['missing-file'] }, 'attachmentIds'],
      [{ content: 'hi', attachmentIds: 'nope' }, 'attachmentIds'],
      [{ content: 'hi', senderId: b.user.id }, 'senderId'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty(field);
    }
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?before=abc', '?other=1']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/conversations/${conversation.id}/messages${query}`,
        headers: { cookie: a.cookie },
      });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await page(t.app, a, conversation.id)).messages).toEqual([]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/nope/messages',
      headers: { cookie: a.cookie },
      payload: { content: 'hi' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
