import { isHelloFrame, SINCE_PARAM } from '@common/realtime-catch-up';

/** Reconnect delays: exponential from 1 s, capped near 30 s, with jitter so a restarted server is not stormed. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (0.5 + random() * 0.5));
}

export const socketUrl = (location: Pick<Location, 'protocol' | 'host'>, since?: number): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/ws${since === undefined ? '' : `?${SINCE_PARAM}=${since}`}`;

/** How long a first open waits for the server's hello (an older server sends none) before fetching everything again. */
export const HELLO_WAIT_MS = 5_000;

const PING_EVERY_MS = 25_000;

/** Shows on the page whether updates are live (`<html data-realtime="open">`), for tests and browser tools. */
const markLive = (live: boolean) => {
  document.documentElement.dataset.realtime = live ? 'open' : 'closed';
};

interface SocketHandlers {
  /**
   * When the page's data was read (src/web/boot-user.ts): the first connection asks the server whether anything
   * changed since (src/common/realtime-catch-up.ts), and calls onFirstOpen only if so. Without it, it always does.
   */
  since?: number | undefined;
  onFrame: (data: unknown) => void;
  /**
   * Called on the first open, when something may have changed between the page's first loads and this moment
   * (pushed to nobody): the caller fetches again what it loaded before.
   */
  onFirstOpen: () => void;
  /** Called on every open after the first: the caller fetches what it missed while away. */
  onReconnect: () => void;
  /** The server closed the socket because the session ended (signed out elsewhere, expired): no reconnect. */
  onSessionEnded: () => void;
  /**
   * A connection attempt closed before it opened: the server may have refused it because the session ended
   * meanwhile (signed out in another tab while this one was connecting), so the caller checks sign-in again.
   */
  onRefused: () => void;
}

/** Close code the server uses when the socket's session ended (src/server/realtime/socket-hub.ts). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** One WebSocket to /api/ws that keeps itself open: reconnects with backoff, pings to keep proxies from idling it out. */
export function connectSocket(handlers: SocketHandlers): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let opened = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  /** Set while a first open waits for the server's hello: settles the wait, fetching everything again if `missed`. */
  let awaitingHello: ((missed: boolean) => void) | undefined;
  let helloTimer: ReturnType<typeof setTimeout> | undefined;
  const stopWaitingForHello = () => {
    clearTimeout(helloTimer);
    awaitingHello = undefined;
  };

  const open = () => {
    if (stopped) return;
    const first = !opened;
    const ws = new WebSocket(socketUrl(window.location, first ? handlers.since : undefined));
    socket = ws;
    let connected = false;
    ws.addEventListener('open', () => {
      connected = true;
      attempt = 0;
      markLive(true);
      if (!first) handlers.onReconnect();
      else if (handlers.since === undefined) handlers.onFirstOpen();
      else {
        awaitingHello = (missed) => {
          stopWaitingForHello();
          if (missed) handlers.onFirstOpen();
        };
        helloTimer = setTimeout(() => awaitingHello?.(true), HELLO_WAIT_MS);
      }
      opened = true;
      pingTimer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping' })), PING_EVERY_MS);
    });
    ws.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      try {
        const frame: unknown = JSON.parse(event.data);
        if (isHelloFrame(frame)) return awaitingHello?.(frame.missed);
        handlers.onFrame(frame);
      } catch (error) {
        console.error('Realtime frame not understood', error);
      }
    });
    ws.addEventListener('close', (event) => {
      clearInterval(pingTimer);
      // Closed before the hello came: the next open is a reconnection, which fetches everything again.
      stopWaitingForHello();
      markLive(false);
      if (stopped) return;
      if (event.code === SESSION_ENDED_CLOSE_CODE) {
        stopped = true;
        handlers.onSessionEnded();
        return;
      }
      if (!connected) handlers.onRefused();
      retryTimer = setTimeout(open, backoffDelay(attempt));
      attempt += 1;
    });
  };

  // Back online or back to the tab: try at once rather than waiting out the backoff.
  const retryNow = () => {
    if (stopped || (socket && socket.readyState !== WebSocket.CLOSED)) return;
    clearTimeout(retryTimer);
    open();
  };
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', retryNow);
  open();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    stopWaitingForHello();
    window.removeEventListener('online', retryNow);
    document.removeEventListener('visibilitychange', retryNow);
    socket?.close();
  };
}
