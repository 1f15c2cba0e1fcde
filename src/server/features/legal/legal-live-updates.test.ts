import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { twoFamilies } from '../../testing/cross-family.js';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.js';
import { openSocket, wsUrl, type TestSocket } from '../../testing/ws-client.js';

describe.each(TEST_DIALECTS)('legal documents in real time (%s)', (dialect) => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  beforeEach(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.close()));
    await t.close();
  });

  it("tells the co-parent's open screens when a document is created or changes status, and nobody else", async () => {
    const { owner, coParent, intruder } = await twoFamilies(t.app);
    const [socketB, socketX] = await Promise.all([
      openSocket(wsUrl(t.app), { cookie: coParent.cookie }),
      openSocket(wsUrl(t.app), { cookie: intruder.cookie }),
    ]);
    sockets.push(socketB, socketX);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/legal-documents',
      headers: { cookie: owner.cookie },
      payload: { title: 'Log', documentType: 'communication_log', startDate: '2030-01-01', endDate: '2030-01-31' },
    });
    await socketB.next((f) => f.type === 'legal.changed');
    socketB.frames.length = 0;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/legal-documents/${created.json<{ id: string }>().id}`,
      headers: { cookie: owner.cookie },
      payload: { status: 'submitted' },
    });
    await socketB.next((f) => f.type === 'legal.changed');
    expect(socketX.frames.filter((f) => f.frame.type === 'legal.changed')).toEqual([]);
  });
});
