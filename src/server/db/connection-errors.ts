/**
 * PostgreSQL error classes that mean "the server is going away or not there", not "your query is wrong":
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down),
 * and class 08 (connection exception: 08000, 08003, 08006 and the rest).
 */
const UNAVAILABLE_PG_CODES = new Set(['57P01', '57P02', '57P03']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
/** The pg driver's own errors carry no code, only these words. */
const PG_DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/** True when the database cannot answer right now (restarting, unreachable, busy): the request may be retried. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_PG_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || NETWORK_CODES.has(code)) return true;
    // SQLite: another connection holds the write lock past busy_timeout (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, …).
    if (code.startsWith('SQLITE_BUSY')) return true;
  }
  if (PG_DRIVER_MESSAGES.some((words) => error.message.startsWith(words))) return true;
  // Connecting to a host that resolves to several addresses fails with every attempt in one AggregateError.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

/** What a client is told when the database is away: a 503 with Retry-After. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable (the database is not answering). Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;
