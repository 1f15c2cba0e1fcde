import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { PING_SLICE, startHeartbeat } from './heartbeat.js';
import { SocketHub, type RealtimeClient } from './socket-hub.js';

function fakeClient(userId: string) {
  const calls: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    ping: () => calls.push('ping'),
    terminate: () => calls.push('terminate'),
    send: () => calls.push('send'),
  };
  // Only the members the heartbeat touches are needed.
  const client: RealtimeClient = { socket: socket as unknown as WebSocket, userId, familyId: 'f', sessionId: 's', alive: true };
  return { client, calls };
}

describe('heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings live sockets and terminates the ones that did not answer the last ping', () => {
    const hub = new SocketHub();
    const answering = fakeClient('a');
    const silent = fakeClient('b');
    hub.add(answering.client);
    hub.add(silent.client);
    const stop = startHeartbeat(hub, 1000);
    try {
      vi.advanceTimersByTime(1000);
      expect(answering.calls).toEqual(['ping']);
      expect(silent.calls).toEqual(['ping']);
      answering.client.alive = true; // its pong arrived
      vi.advanceTimersByTime(1000);
      expect(silent.calls).toEqual(['ping', 'terminate']);
      expect(answering.calls).toEqual(['ping', 'ping']);
      expect(hub.clients()).toEqual([answering.client]);
    } finally {
      stop();
    }
  });

  it('pings a large fleet a slice per turn of the event loop, so other work runs in between', () => {
    const hub = new SocketHub();
    const fleet = Array.from({ length: PING_SLICE * 2 + 1 }, (_, i) => fakeClient(`u${i}`));
    for (const { client } of fleet) hub.add(client);
    const stop = startHeartbeat(hub, 1000);
    try {
      vi.advanceTimersByTime(1000);
      // The interval turn pinged one slice; the rest wait for the turns after it.
      const pinged = () => fleet.filter((c) => c.calls.includes('ping')).length;
      expect(pinged()).toBe(PING_SLICE);
      vi.advanceTimersToNextTimer();
      expect(pinged()).toBe(PING_SLICE * 2);
      vi.advanceTimersToNextTimer();
      expect(fleet.every((c) => c.calls.join() === 'ping')).toBe(true);
    } finally {
      stop();
    }
  });

  it('closes the sockets of sessions that ended elsewhere and keeps the live ones', async () => {
    const hub = new SocketHub();
    const live = fakeClient('a');
    const ended = fakeClient('b');
    ended.client.sessionId = 'gone';
    const closes: number[] = [];
    (ended.client.socket as unknown as { close: (code: number) => void }).close = (code) => closes.push(code);
    hub.add(live.client);
    hub.add(ended.client);
    const asked: string[][] = [];
    const stop = startHeartbeat(hub, 1000, {
      liveSessions: async (ids) => {
        asked.push(ids);
        return new Set(['s']);
      },
    });
    try {
      await vi.advanceTimersByTimeAsync(1000);
      expect(asked).toEqual([['s', 'gone']]);
      expect(closes).toEqual([4401]);
      expect(hub.clients()).toEqual([live.client]);
    } finally {
      stop();
    }
  });
});
