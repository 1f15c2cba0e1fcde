/** Reconnect delays: exponential from 1 s, capped near 30 s, with jitter so a restarted server is not stormed. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (0.5 + random() * 0.5));
}

export const socketUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/ws`;

const PING_EVERY_MS = 25_000;

/** Shows on the page whether updates are live (`<html data-realtime="open">`), for tests and browser tools. */
const markLive = (live: boolean) => {
  document.documentElement.dataset.realtime = live ? 'open' : 'closed';
};

interface SocketHandlers {
  onFrame: (data: unknown) => void;
  /**
   * Called on the first open: what changed between the page's first loads and this moment was pushed to
   * nobody, so the caller fetches again what it loaded before.
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

  const open = () => {
    if (stopped) return;
    const ws = new WebSocket(socketUrl(window.location));
    socket = ws;
    let connected = false;
    ws.addEventListener('open', () => {
      connected = true;
      attempt = 0;
      markLive(true);
      if (opened) handlers.onReconnect();
      else handlers.onFirstOpen();
      opened = true;
      pingTimer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping' })), PING_EVERY_MS);
    });
    ws.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      try {
        handlers.onFrame(JSON.parse(event.data));
      } catch (error) {
        console.error('Realtime frame not understood', error);
      }
    });
    ws.addEventListener('close', (event) => {
      clearInterval(pingTimer);
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
    window.removeEventListener('online', retryNow);
    document.removeEventListener('visibilitychange', retryNow);
    socket?.close();
  };
}
