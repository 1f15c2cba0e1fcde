import type { WebSocket } from 'ws';
import { RecentChanges } from './recent-changes.js';

/** Close code for a socket whose session ended: the client does not reconnect, it rechecks sign-in. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** One open socket of a signed-in user on this instance. */
export interface RealtimeClient {
  socket: WebSocket;
  userId: string;
  /** The family at connect time; family events are re-checked against current membership on delivery. */
  familyId: string;
  sessionId: string;
  /** False until the client answers the last heartbeat ping. */
  alive: boolean;
}

/** The sockets connected to this instance, indexed by user. */
export class SocketHub {
  private readonly byUser = new Map<string, Set<RealtimeClient>>();
  /** Which users and families had events lately, for a socket's first open (src/common/realtime-catch-up.ts). */
  readonly changes = new RecentChanges();
  /** Kept as sockets come and go: every family event asks, and counting 10,000 sockets each time shows. */
  private count = 0;

  add(client: RealtimeClient): void {
    let set = this.byUser.get(client.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(client.userId, set);
    }
    if (set.has(client)) return;
    set.add(client);
    this.count += 1;
  }

  remove(client: RealtimeClient): void {
    const set = this.byUser.get(client.userId);
    if (!set?.delete(client)) return;
    this.count -= 1;
    if (set.size === 0) this.byUser.delete(client.userId);
  }

  hasUser(userId: string): boolean {
    return this.byUser.has(userId);
  }

  /** Sends one already-serialised frame to every open socket of these users. */
  sendToUsers(userIds: Iterable<string>, frame: string): number {
    let sent = 0;
    for (const userId of userIds) {
      for (const client of this.byUser.get(userId) ?? []) {
        if (client.socket.readyState !== client.socket.OPEN) continue;
        client.socket.send(frame);
        sent += 1;
      }
    }
    return sent;
  }

  /** Closes the sockets opened with this session (signed out or expired); the browser sees close code 4401. */
  closeSession(sessionId: string): number {
    let closed = 0;
    for (const client of this.clients()) {
      if (client.sessionId !== sessionId) continue;
      client.socket.close(SESSION_ENDED_CLOSE_CODE, 'Signed out');
      this.remove(client);
      closed += 1;
    }
    return closed;
  }

  /** Closes every socket; clients reconnect with backoff and refetch what they may have missed. */
  closeAll(code: number, reason: string): void {
    for (const client of this.clients()) {
      client.socket.close(code, reason);
      this.remove(client);
    }
  }

  clients(): RealtimeClient[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  get size(): number {
    return this.count;
  }
}
