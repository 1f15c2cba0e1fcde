import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/connection-errors.js';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors.js';

function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json)');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('bad_request', 'Request body is empty; send a JSON object');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('bad_request', 'Request body is not valid JSON');
    default:
      break;
  }
  if (error.statusCode === 400 && error instanceof SyntaxError) return new AppError('bad_request', 'Request body is not valid JSON');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const code = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((key) => ERROR_STATUS[key] === error.statusCode);
    return new AppError(code ?? 'bad_request', error.message);
  }
  return undefined;
}

/** A database that is restarting or unreachable answers 503 with Retry-After: the request was not served, try again. */
function fromDatabaseError(error: unknown): AppError | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  return new AppError('unavailable', DATABASE_UNAVAILABLE_MESSAGE, undefined, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
}

/** A page opened in the browser (a sign-in or invitation link) while the database is away: a page, not JSON. */
function unavailablePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS}"><title>Amity</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><p>${DATABASE_UNAVAILABLE_MESSAGE}</p><p>This page reloads by itself.</p></body></html>`;
}

const wantsPage = (method: string, accept: string | undefined) => method === 'GET' && (accept ?? '').includes('text/html');

/**
 * Every failure answers `{ message, code, fields? }`; a database away answers 503 (logged as a warning);
 * unexpected ones are logged and answered 500 without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = fromDatabaseError(error);
    if (unavailable) request.log.warn({ err: error }, 'database unavailable');
    if (unavailable && wantsPage(request.method, request.headers.accept)) {
      return reply
        .status(unavailable.status)
        .headers(unavailable.headers ?? {})
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(unavailablePage());
    }
    const known = error instanceof AppError ? error : (unavailable ?? fromFastifyError(error));
    if (known) {
      if (known.headers) reply.headers(known.headers);
      return reply
        .status(known.status)
        .send({ message: known.message, code: known.code, ...(known.fields ? { fields: known.fields } : {}) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });
}
