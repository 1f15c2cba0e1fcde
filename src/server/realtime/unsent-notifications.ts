/** How many notifications wait for the database at most; past it the oldest is dropped (and logged). */
export const UNSENT_LIMIT = 1_000;
/** How soon a failed send is tried again when nothing else (a reconnected listener) triggers it first. */
export const UNSENT_RETRY_MS = 2_000;

export interface UnsentNotifications {
  /** Keeps a notification whose send failed, to send it again later. */
  keep(wire: string): void;
  /** Sends what is kept, oldest first, stopping at the first failure (tried again later). */
  flush(): Promise<void>;
  readonly size: number;
  close(): void;
}

/**
 * Notifications that could not be sent because the database was away. A change is committed before it is
 * announced, so an announcement lost here would leave other instances' browsers stale without a word;
 * instead it is sent again as soon as the database answers.
 */
export function createUnsentNotifications(send: (wire: string) => Promise<void>, onError: (error: unknown) => void): UnsentNotifications {
  const queue: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;
  let closed = false;

  function retryLater(): void {
    if (closed || timer || queue.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, UNSENT_RETRY_MS);
    timer.unref();
  }

  async function sendAll(): Promise<void> {
    while (queue.length > 0 && !closed) {
      try {
        await send(queue[0] as string);
        queue.shift();
      } catch (error) {
        onError(error);
        retryLater();
        return;
      }
    }
  }

  function flush(): Promise<void> {
    flushing ??= sendAll().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  return {
    keep(wire) {
      queue.push(wire);
      if (queue.length > UNSENT_LIMIT) {
        queue.shift();
        onError(new Error(`More than ${UNSENT_LIMIT} realtime notifications waiting for the database; dropped the oldest`));
      }
      retryLater();
    },
    flush,
    get size() {
      return queue.length;
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
