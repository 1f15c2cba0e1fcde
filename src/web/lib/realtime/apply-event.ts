import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeEnvelope } from '@common/realtime-events';
import { AUDIT_KEY, CHILD_REMOVAL_REQUESTS_KEY, CHILDREN_KEY, CONVERSATIONS_KEY, EVENTS_KEY } from '../query-keys';
import { AUTH_USER_KEY } from '../use-auth';
import { addConversation, appendMessage, bumpConversation, markMessagesRead } from './message-cache';
import type { Message } from './message-types';
import { addNotification, showBrowserNotification } from './notification-cache';

/** Queries that depend on the custody schedule, events and swaps (matched by key prefix; the schedule's covers its history). */
const SCHEDULE_KEYS = [
  EVENTS_KEY,
  ['/api/custody-schedule'],
  ['/api/custody/calendar'],
  ['/api/custody/time-share'],
  ['/api/swap-requests'],
] as const;

const isEnvelope = (frame: unknown): frame is RealtimeEnvelope =>
  typeof frame === 'object' && frame !== null && 'type' in frame && 'payload' in frame && typeof frame.type === 'string';

/** Applies one server frame to the query cache, so open screens update without a refetch. */
export function applyRealtimeEvent(client: QueryClient, frame: unknown): void {
  if (!isEnvelope(frame)) return;
  // Every change to a shared record may have written to the audit log: the History view refetches.
  void client.invalidateQueries({ queryKey: AUDIT_KEY });
  const ownId = client.getQueryData<{ id: string } | null>(AUTH_USER_KEY)?.id;
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
      if (readerId === ownId) void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
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
      // The timeline screen keys each child's entries as ['/api/children', childId, 'timeline'].
      for (const childId of frame.payload.childIds) void client.invalidateQueries({ queryKey: ['/api/children', childId, 'timeline'] });
      return;
    case 'media.changed':
      // The media screen keys the library as ['/api/family-media'].
      void client.invalidateQueries({ queryKey: ['/api/family-media'] });
      return;
    case 'expenses.changed':
      // The expenses screen keys its list, balance and settings under ['/api/expenses', ...].
      void client.invalidateQueries({ queryKey: ['/api/expenses'] });
      return;
    case 'children.changed':
      // The children list, its pending removal requests, and every screen keyed under '/api/children'.
      void client.invalidateQueries({ queryKey: CHILDREN_KEY });
      void client.invalidateQueries({ queryKey: CHILD_REMOVAL_REQUESTS_KEY });
      return;
    case 'legal.changed':
      // The legal screen keys its list as ['/api/legal-documents'].
      void client.invalidateQueries({ queryKey: ['/api/legal-documents'] });
      void client.invalidateQueries({ queryKey: ['/api/family/report-locale'] });
      return;
    case 'events.changed':
    case 'swaps.changed':
    case 'custody.changed':
      for (const queryKey of SCHEDULE_KEYS) void client.invalidateQueries({ queryKey });
      return;
  }
}
