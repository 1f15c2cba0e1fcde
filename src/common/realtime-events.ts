import type { ConversationSummary } from './schemas/conversations.js';
import type { Message } from './schemas/messages.js';
import type { Notification } from './schemas/notifications.js';

/** Every event the server pushes over GET /api/ws, by type, with its payload. */
export interface RealtimeEvents {
  'message.created': { conversationId: string; message: Message };
  'message.read': { conversationId: string; readerId: string; messageIds: string[]; readAt: string };
  'conversation.created': { conversation: ConversationSummary };
  'notification.created': { notification: Notification };
  'events.changed': Record<string, never>;
  'swaps.changed': Record<string, never>;
  /** The custody schedule was proposed, answered, set or ended; the client refetches the schedule, its history and the custody days. */
  'custody.changed': Record<string, never>;
  'media.changed': Record<string, never>;
  'expenses.changed': Record<string, never>;
  /** A legal document was created, changed status or got a report; or the family's report date format changed. */
  'legal.changed': Record<string, never>;
  /** A child's timeline changed; the client refetches those children's entries. */
  'timeline.changed': { childIds: string[] };
  /** A child was added, changed or archived, or a removal request was made or answered; the client refetches the children. */
  'children.changed': Record<string, never>;
  /** A parent checked in (or corrected their check-in) for the handover at `exchangeAt`. */
  'checkins.changed': { exchangeAt: string };
  /** A shared goal was created or completed, from Family Insights. */
  'insights.changed': Record<string, never>;
}

/** One frame the server sends: the event type, its payload and when it was published (ISO-8601 UTC). */
export type RealtimeEnvelope = {
  [K in keyof RealtimeEvents]: { type: K; payload: RealtimeEvents[K]; at: string };
}[keyof RealtimeEvents];
