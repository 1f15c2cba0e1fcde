import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../../common/schemas/conversations.js';
import { pairedParents, signUp } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { CONVERSATION_MESSAGES } from './create-conversation.js';
import { conversations, send } from '../../testing/messages.js';

describe.each(TEST_DIALECTS)('conversations (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const create = (cookie: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie }, payload: payload as object });

  it('has no conversation for a parent alone, and one General once two parents are paired, even under concurrent listing', async () => {
    const alone = await signUp(t.app);
    expect(await conversations(t.app, alone)).toEqual([]);
    expect((await create(alone.cookie, { subject: 'School' })).statusCode).toBe(409);

    const { first, second } = await pairedParents(t.app);
    const lists = await Promise.all([...Array(6)].map((_, i) => conversations(t.app, i % 2 ? first : second)));
    for (const list of lists) expect(list.map((c) => c.subject)).toEqual(['General']);
    const [summary] = await conversations(t.app, first);
    expect(summary).toEqual({
      id: expect.any(String),
      subject: 'General',
      partnerId: second.user.id,
      partnerName: 'Sam Rivera',
      lastMessage: null,
      lastSenderId: null,
      lastSenderName: null,
      timestamp: expect.any(String),
      unreadCount: 0,
    } satisfies ConversationSummary);
    const rows = await t.db.kysely.selectFrom('conversations').select('id').where('subject', '=', 'General').execute();
    expect(rows).toHaveLength(1);
  });

  it('creates a conversation with a trimmed subject; a duplicate subject (any case) is a conflict', async () => {
    const { first, second } = await pairedParents(t.app);
    const response = await create(first.cookie, { subject: '  School pickups  ' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<ConversationSummary>();
    expect(created).toMatchObject({ subject: 'School pickups', partnerId: second.user.id, lastMessage: null, unreadCount: 0 });

    for (const subject of ['School pickups', 'school PICKUPS', 'general']) {
      const duplicate = await create(second.cookie, { subject });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ message: CONVERSATION_MESSAGES.duplicate });
    }
    await send(t.app, second, created.id, 'Who takes Emma on Friday?');
    const list = await conversations(t.app, first);
    expect(list.map((c) => c.subject)).toEqual(['School pickups', 'General']);
    expect(list[0]).toMatchObject({ lastMessage: 'Who takes Emma on Friday?', unreadCount: 1 });
  });

  it("names the last message's sender, so one's own last message is never shown as the co-parent's", async () => {
    const { first, second } = await pairedParents(t.app);
    const [general] = await conversations(t.app, first);
    await send(t.app, second, general?.id ?? '', 'Pickup at 5?');
    await send(t.app, first, general?.id ?? '', 'Yes, see you at 5.');
    for (const parent of [first, second]) {
      const [summary] = await conversations(t.app, parent);
      expect(summary).toMatchObject({ lastMessage: 'Yes, see you at 5.', lastSenderId: first.user.id, lastSenderName: 'Alex Rivera' });
    }
    // The partner stays the co-parent of whoever reads; the sender is who wrote.
    expect((await conversations(t.app, first))[0]?.partnerName).toBe('Sam Rivera');
    expect((await conversations(t.app, second))[0]?.partnerName).toBe('Alex Rivera');
  });

  it('refuses a bad subject with a message for the field', async () => {
    const { first } = await pairedParents(t.app);
    const cases: [object, string][] = [
      [{}, 'subject'],
      [{ subject: '   ' }, 'subject'],
      [{ subject: 'x'.repeat(121) }, 'subject'],
      [{ subject: 5 }, 'subject'],
      [{ subject: 'ok', extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const response = await create(first.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ message: string; fields: Record<string, string> }>();
      expect(Object.keys(body.fields), JSON.stringify(payload)).toEqual([field]);
      expect(body.message).toBe(body.fields[field]);
    }
    expect((await conversations(t.app, first)).map((c) => c.subject)).toEqual(['General']);
  });
});
