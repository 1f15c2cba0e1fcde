import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AUDIT_KEY, CHILD_REMOVAL_REQUESTS_KEY, CHILDREN_KEY } from '../query-keys';
import { applyRealtimeEvent } from './apply-event';

describe('applyRealtimeEvent and the shared record', () => {
  it('refetches the History view on every event', () => {
    for (const type of ['expenses.changed', 'timeline.changed', 'notification.created', 'children.changed']) {
      const client = new QueryClient();
      const historyKey = [...AUDIT_KEY, 'all'];
      client.setQueryData(historyKey, { pages: [], pageParams: [] });
      const payload = type === 'timeline.changed' ? { childIds: [] } : type === 'notification.created' ? { notification: {} } : {};
      applyRealtimeEvent(client, { type, payload, at: '' });
      expect(client.getQueryState(historyKey)?.isInvalidated, type).toBe(true);
    }
  });

  it('refetches the children and their removal requests when the children change', () => {
    const client = new QueryClient();
    client.setQueryData(CHILDREN_KEY, []);
    client.setQueryData(CHILD_REMOVAL_REQUESTS_KEY, []);
    applyRealtimeEvent(client, { type: 'children.changed', payload: {}, at: '' });
    expect(client.getQueryState(CHILDREN_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(CHILD_REMOVAL_REQUESTS_KEY)?.isInvalidated).toBe(true);
  });

  it('leaves everything alone for a frame it does not understand', () => {
    const client = new QueryClient();
    client.setQueryData([...AUDIT_KEY, 'all'], { pages: [], pageParams: [] });
    applyRealtimeEvent(client, 'nonsense');
    expect(client.getQueryState([...AUDIT_KEY, 'all'])?.isInvalidated).toBe(false);
  });
});
