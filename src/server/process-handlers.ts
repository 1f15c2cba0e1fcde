import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './db/connection-errors.js';

/** How long a shutdown after a programming error may take before the process exits anyway. */
export const FORCED_EXIT_AFTER_MS = 10_000;

export interface ProcessHandlerOptions {
  log: FastifyBaseLogger;
  /** Closes the server and the database; the process exits with `code` once it resolves. */
  shutdown(code: number): Promise<void>;
}

/**
 * The last net under every promise and event: an error that only says the database is away (a restart, a
 * dropped connection) is logged and the instance carries on, since pool and listener reconnect by
 * themselves; anything else is a programming error, logged as fatal, and the process shuts down cleanly
 * (open requests finish) with exit code 1, so the supervisor starts a fresh one.
 */
export function registerProcessHandlers({ log, shutdown }: ProcessHandlerOptions): void {
  let exiting = false;
  const handle = (error: unknown, origin: string) => {
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error, origin }, 'database unavailable; carrying on');
      return;
    }
    log.fatal({ err: error, origin }, 'programming error; shutting down');
    if (exiting) return;
    exiting = true;
    setTimeout(() => process.exit(1), FORCED_EXIT_AFTER_MS).unref();
    shutdown(1).catch(() => process.exit(1));
  };
  process.on('unhandledRejection', (reason) => handle(reason, 'unhandledRejection'));
  process.on('uncaughtException', (error) => handle(error, 'uncaughtException'));
}
