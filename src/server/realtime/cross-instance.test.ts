import { describe, expect, it, vi } from 'vitest';
import type { Message } from '../../common/schemas/messages.js';
import { pairedParents } from '../testing/factories.js';
import { createSecondInstance } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { useSockets, wsUrl } from '../testing/ws-client.js';
import { NOTIFY_PAYLOAD_LIMIT_BYTES } from './postgres-realtime.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The publishing instance delivers to its own sockets at once; the others hear of it through NOTIFY. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('realtime across instances on PostgreSQL', () => {
  const t = useTestApp('postgres');
  const { connect } = useSockets(t);

  it('delivers once to the sockets of the publishing instance and once to the other, small and outbox-sized events', async () => {
    const { first, second, family } = await pairedParents(t.app);
    const other = await createSecondInstance(t);
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const here = await connect(first);
      const there = await connect(second, wsUrl(other.app));
      const message: Message = {
        id: 'm1',
        conversationId: 'c1',
        senderId: first.user.id,
        senderName: 'Alex Rivera',
        content: 'x'.repeat(NOTIFY_PAYLOAD_LIMIT_BYTES * 2),
        timestamp: new Date().toISOString(),
        isRead: false,
        readAt: null,
        attachments: [],
        hash: '0'.repeat(64),
      };
      await t.app.services.realtime.publish({ familyId: family.id }, 'events.changed', {});
      await t.app.services.realtime.publish({ familyId: family.id }, 'message.created', { conversationId: 'c1', message });
      for (const socket of [here, there]) {
        await socket.next((f) => f.type === 'events.changed');
        await socket.next((f) => f.type === 'message.created');
      }
      // Nothing comes back to the publisher through its own LISTEN connection.
      await sleep(300);
      for (const socket of [here, there]) expect(socket.frames.map((f) => f.frame.type)).toEqual(['events.changed', 'message.created']);
      await there.close();
    } finally {
      await other.close();
    }
  });

  it('tells a page served by one instance that an event published on another came after its data', async () => {
    const { first, second, family } = await pairedParents(t.app);
    const other = await createSecondInstance(t);
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      // Each instance knows the events since it started: the clock moves a minute on, so the page is read after that.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 60_000);
      const pageRead = Date.now();
      const there = `${wsUrl(other.app)}?since=${pageRead}`;
      expect(await (await connect(second, there)).hello).toEqual({ type: 'hello', missed: false });
      const here = await connect(first);
      await t.app.services.realtime.publish({ familyId: family.id }, 'events.changed', {});
      await here.next((f) => f.type === 'events.changed');
      await expect.poll(async () => (await (await connect(second, there)).hello).missed).toBe(true);
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });
});
