import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, connectSocket, HELLO_WAIT_MS, SESSION_ENDED_CLOSE_CODE, socketUrl } from './connect-socket';

describe('backoffDelay', () => {
  it('doubles from about a second and never passes 30 s', () => {
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
  });

  it('spreads clients with jitter down to half the delay', () => {
    expect(backoffDelay(2, () => 0)).toBe(2000);
    expect(backoffDelay(2, () => 0.5)).toBe(3000);
  });
});

describe('socketUrl', () => {
  it('follows the page protocol', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:5164' })).toBe('ws://localhost:5164/api/ws');
    expect(socketUrl({ protocol: 'https:', host: 'amity.example' })).toBe('wss://amity.example/api/ws');
  });

  it('asks what changed since the page was read', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost' }, 1764300000000)).toBe('ws://localhost/api/ws?since=1764300000000');
  });
});

/** A WebSocket the test opens and closes by hand. */
class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  receive(frame: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(frame) }));
  }
  serverClose(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
  send() {}
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
}

describe('connectSocket', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeSocket.all = [];
  });

  function connect(since?: number) {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { protocol: 'http:', host: 'localhost' } }));
    vi.stubGlobal('document', Object.assign(new EventTarget(), { documentElement: { dataset: {} } }));
    const handlers = { onFrame: vi.fn(), onFirstOpen: vi.fn(), onReconnect: vi.fn(), onSessionEnded: vi.fn(), onRefused: vi.fn() };
    const stop = connectSocket({ ...handlers, since });
    return { handlers, stop };
  }

  it('checks sign-in again when an attempt is refused before it opens, then retries', () => {
    const { handlers, stop } = connect();
    FakeSocket.all[0]?.serverClose(1006);
    expect(handlers.onRefused).toHaveBeenCalledTimes(1);
    expect(handlers.onSessionEnded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.all).toHaveLength(2);
    stop();
  });

  it('does not call a dropped open connection refused, and stops for good when the session ended', () => {
    const { handlers, stop } = connect();
    const first = FakeSocket.all[0];
    const live = () => (document.documentElement.dataset as { realtime?: string }).realtime;
    first?.open();
    expect(live()).toBe('open');
    // The first open catches up on what changed while the page loaded; it is not a reconnection.
    expect(handlers.onFirstOpen).toHaveBeenCalledTimes(1);
    expect(handlers.onReconnect).not.toHaveBeenCalled();
    first?.serverClose(1006);
    expect(live()).toBe('closed');
    expect(handlers.onRefused).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    const second = FakeSocket.all[1];
    second?.open();
    expect(handlers.onReconnect).toHaveBeenCalledTimes(1);
    expect(handlers.onFirstOpen).toHaveBeenCalledTimes(1);
    second?.serverClose(SESSION_ENDED_CLOSE_CODE);
    expect(handlers.onSessionEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    stop();
  });

  describe('with the moment the page was read', () => {
    const SINCE = 1764300000000;

    it('fetches nothing again when the server says nothing changed since, and passes the hello on to no one', () => {
      const { handlers, stop } = connect(SINCE);
      const first = FakeSocket.all[0];
      expect(first?.url).toBe(`ws://localhost/api/ws?since=${SINCE}`);
      first?.open();
      first?.receive({ type: 'hello', missed: false });
      vi.advanceTimersByTime(HELLO_WAIT_MS * 2);
      expect(handlers.onFirstOpen).not.toHaveBeenCalled();
      expect(handlers.onFrame).not.toHaveBeenCalled();
      first?.receive({ type: 'events.changed', payload: {}, at: '2026-11-28T10:00:00Z' });
      expect(handlers.onFrame).toHaveBeenCalledTimes(1);
      stop();
    });

    it('fetches again when something changed, or when no hello comes (an older server)', () => {
      const changed = connect(SINCE);
      FakeSocket.all[0]?.open();
      FakeSocket.all[0]?.receive({ type: 'hello', missed: true });
      expect(changed.handlers.onFirstOpen).toHaveBeenCalledTimes(1);
      changed.stop();
      vi.unstubAllGlobals();
      FakeSocket.all = [];

      const silent = connect(SINCE);
      FakeSocket.all[0]?.open();
      vi.advanceTimersByTime(HELLO_WAIT_MS - 1);
      expect(silent.handlers.onFirstOpen).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(silent.handlers.onFirstOpen).toHaveBeenCalledTimes(1);
      silent.stop();
    });

    it('asks only on the first connection: a reconnection fetches everything again', () => {
      const { handlers, stop } = connect(SINCE);
      FakeSocket.all[0]?.open();
      FakeSocket.all[0]?.serverClose(1006);
      vi.advanceTimersByTime(30_000);
      const second = FakeSocket.all[1];
      expect(second?.url).toBe('ws://localhost/api/ws');
      second?.open();
      expect(handlers.onReconnect).toHaveBeenCalledTimes(1);
      second?.receive({ type: 'hello', missed: true });
      expect(handlers.onFirstOpen).not.toHaveBeenCalled();
      stop();
    });
  });
});
