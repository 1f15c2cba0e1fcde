import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { auditPageQuery } from '../queries/audit';
import { childRemovalRequestsQuery, childrenQuery } from '../queries/children';
import { calendarEventsQuery, eventsQuery } from '../queries/events';
import { expensesQuery } from '../queries/expenses';
import { applyRealtimeEvent } from './apply-event';

describe('applyRealtimeEvent and the shared record', () => {
  it('refetches the History view on every event', () => {
    for (const type of ['expenses.changed', 'timeline.changed', 'notification.created', 'children.changed']) {
      const client = new QueryClient();
      const historyKey = auditPageQuery(undefined, null).queryKey;
      client.setQueryData(historyKey, { items: [], nextCursor: null });
      const payload = type === 'timeline.changed' ? { childIds: [] } : type === 'notification.created' ? { notification: {} } : {};
      applyRealtimeEvent(client, { type, payload, at: '' });
      expect(client.getQueryState(historyKey)?.isInvalidated, type).toBe(true);
    }
  });

  it('refetches the children, their removal requests and the lists that name a child when the children change', () => {
    const client = new QueryClient();
    const keys = [
      childrenQuery().queryKey,
      childRemovalRequestsQuery().queryKey,
      calendarEventsQuery({ from: 'a', to: 'b' }).queryKey,
      eventsQuery().queryKey,
      expensesQuery().queryKey,
    ];
    for (const key of keys) client.setQueryData(key, []);
    applyRealtimeEvent(client, { type: 'children.changed', payload: {}, at: '' });
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  });

  it('leaves everything alone for a frame it does not understand', () => {
    const client = new QueryClient();
    const historyKey = auditPageQuery('child', 'cursor-1').queryKey;
    client.setQueryData(historyKey, { items: [], nextCursor: null });
    applyRealtimeEvent(client, 'nonsense');
    expect(client.getQueryState(historyKey)?.isInvalidated).toBe(false);
  });
});
