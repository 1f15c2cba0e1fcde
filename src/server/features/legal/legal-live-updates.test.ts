import { describe, expect, it } from 'vitest';
import { twoFamilies } from '../../testing/cross-family.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { useSockets } from '../../testing/ws-client.js';

describe.each(TEST_DIALECTS)('legal documents in real time (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const { connect } = useSockets(t);

  it("tells the co-parent's open screens when a document is created or changes status, and nobody else", async () => {
    const { owner, coParent, intruder } = await twoFamilies(t.app);
    const [socketB, socketX] = await Promise.all([connect(coParent), connect(intruder)]);
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
