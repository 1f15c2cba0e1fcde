import { describe, expect, it } from 'vitest';
import { pairedParents, signUp } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { useSockets } from '../../testing/ws-client.js';
import { general, send } from '../../testing/messages.js';

describe.each(TEST_DIALECTS)('messages in real time (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const { connect } = useSockets(t);

  it('pushes new messages, reads, new conversations and a notification to the family only', async () => {
    const { first: a, second: b } = await pairedParents(t.app);
    const intruder = await signUp(t.app);
    const c = (await general(t.app, a)).id;
    const [socketA, socketB, socketX] = [await connect(a), await connect(b), await connect(intruder)];

    const message = await send(t.app, a, c, `Running late. ${'x'.repeat(200)}`);
    const created = await socketB.next((f) => f.type === 'message.created');
    expect(created.frame).toMatchObject({ type: 'message.created', payload: { conversationId: c, message } });
    const notification = await socketB.next((f) => f.type === 'notification.created');
    expect(notification.frame).toMatchObject({
      payload: {
        notification: {
          kind: 'message',
          title: 'Alex Rivera sent a message',
          body: message.content.slice(0, 120),
          link: `/messages?c=${c}`,
        },
      },
    });
    await socketA.next((f) => f.type === 'message.created');

    const read = await t.app.inject({ method: 'POST', url: `/api/conversations/${c}/read`, headers: { cookie: b.cookie }, payload: {} });
    const readFrame = await socketA.next((f) => f.type === 'message.read');
    expect(readFrame.frame).toMatchObject({
      payload: { conversationId: c, readerId: b.user.id, messageIds: [message.id], readAt: read.json<{ readAt: string }>().readAt },
    });

    await t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: a.cookie }, payload: { subject: 'Holidays' } });
    const forB = await socketB.next((f) => f.type === 'conversation.created');
    expect(forB.frame).toMatchObject({
      payload: {
        conversation: {
          subject: 'Holidays',
          partnerId: a.user.id,
        },
      },
    });
    const forA = await socketA.next((f) => f.type === 'conversation.created');
    expect(forA.frame).toMatchObject({
      payload: {
        conversation: {
          subject: 'Holidays',
          partnerId: b.user.id,
        },
      },
    });

    expect(socketA.frames.some((f) => f.frame.type === 'notification.created')).toBe(false);
    expect(socketX.frames).toEqual([]);
  });
});
