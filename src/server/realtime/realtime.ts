import type { RealtimeEvents } from '../../common/realtime-events.js';

/** Who receives an event: every member socket of a family, or every socket of one user. */
export type RealtimeTarget = { familyId: string } | { userId: string };

/**
 * Pushes events to the signed-in browsers. Features call `publish` after their change is committed;
 * the implementation delivers to the sockets of this instance (and, on PostgreSQL, of every instance).
 * Delivery is best effort: publish never rejects (a failure is logged), since the change itself is
 * already saved and a client that misses an event refetches when it reconnects.
 */
export interface Realtime {
  publish<K extends keyof RealtimeEvents>(target: RealtimeTarget, type: K, payload: RealtimeEvents[K]): Promise<void>;
  /** Closes this instance's sockets of a session at once (sign-out); other instances notice at their next heartbeat. */
  disconnectSession(sessionId: string): void;
  close(): Promise<void>;
}
