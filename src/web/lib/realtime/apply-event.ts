import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeEnvelope } from '@common/realtime-events';
import { auditKey } from '../queries/audit';
import { authUserQuery } from '../queries/auth';
import { checkInsQuery } from '../queries/check-ins';
import { childRemovalRequestsQuery, childrenQuery } from '../queries/children';
import { conversationsQuery } from '../queries/conversations';
import { custodyDependentKeys } from '../queries/custody';
import { eventsQuery } from '../queries/events';
import { expensesQuery } from '../queries/expenses';
import { insightsKey, sharedGoalsQuery } from '../queries/insights';
import { legalDocumentsQuery, reportLocaleQuery } from '../queries/legal';
import { mediaQuery } from '../queries/media';
import { timelineQuery } from '../queries/timeline';
import { refetchLatest } from './fresh-queries';
import { addConversation, appendMessage, bumpConversation, markMessagesRead } from './message-cache';
import type { Message } from './message-types';
import { addNotification, showBrowserNotification } from './notification-cache';

/** Queries that depend on the custody schedule, events and swaps (matched by key prefix). */
const scheduleKeys = () => [eventsQuery().queryKey, ...custodyDependentKeys()];

const isEnvelope = (frame: unknown): frame is RealtimeEnvelope =>
  typeof frame === 'object' && frame !== null && 'type' in frame && 'payload' in frame && typeof frame.type === 'string';

/** Applies one server frame to the query cache, so open screens update without a refetch. */
export function applyRealtimeEvent(client: QueryClient, frame: unknown): void {
  if (!isEnvelope(frame)) return;
  // Every change to a shared record may have written to the audit log: the History view refetches.
  refetchLatest(client, { queryKey: auditKey });
  const ownId = client.getQueryData(authUserQuery().queryKey)?.id;
  switch (frame.type) {
    case 'message.created': {
      const message = frame.payload.message as unknown as Message;
      appendMessage(client, message);
      bumpConversation(client, message, ownId);
      return;
    }
    case 'message.read': {
      const { conversationId, readerId, messageIds, readAt } = frame.payload;
      markMessagesRead(client, conversationId, messageIds, readAt);
      // Read in another of the reader's own tabs: their unread counts changed.
      if (readerId === ownId) refetchLatest(client, { queryKey: conversationsQuery().queryKey, exact: true });
      return;
    }
    case 'conversation.created':
      addConversation(client, frame.payload.conversation);
      return;
    case 'notification.created':
      addNotification(client, frame.payload.notification);
      showBrowserNotification(frame.payload.notification);
      return;
    case 'timeline.changed':
      for (const childId of frame.payload.childIds) refetchLatest(client, { queryKey: timelineQuery(childId).queryKey });
      return;
    case 'media.changed':
      refetchLatest(client, { queryKey: mediaQuery().queryKey });
      return;
    case 'expenses.changed':
      // The list's key is the prefix of the balance's and the settings'.
      refetchLatest(client, { queryKey: expensesQuery().queryKey });
      return;
    case 'children.changed':
      // The children list (and every query under its key), the pending removal requests, and the lists that
      // show a child's name (events and expenses), so a renamed or removed child reads the same everywhere.
      refetchLatest(client, { queryKey: childrenQuery().queryKey });
      refetchLatest(client, { queryKey: childRemovalRequestsQuery().queryKey });
      refetchLatest(client, { queryKey: eventsQuery().queryKey });
      refetchLatest(client, { queryKey: expensesQuery().queryKey });
      return;
    case 'legal.changed':
      refetchLatest(client, { queryKey: legalDocumentsQuery().queryKey });
      refetchLatest(client, { queryKey: reportLocaleQuery().queryKey });
      return;
    case 'checkins.changed':
      refetchLatest(client, { queryKey: checkInsQuery().queryKey });
      refetchLatest(client, { queryKey: insightsKey().queryKey });
      return;
    case 'insights.changed':
      refetchLatest(client, { queryKey: sharedGoalsQuery().queryKey });
      refetchLatest(client, { queryKey: insightsKey().queryKey });
      return;
    case 'events.changed':
    case 'swaps.changed':
    case 'custody.changed':
      for (const queryKey of scheduleKeys()) refetchLatest(client, { queryKey });
      return;
  }
}
