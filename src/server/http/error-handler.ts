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

/**
 * Every failure answers `{ message, code, fields? }`; a database away answers 503 (logged as a warning);
 * unexpected ones are logged and answered 500 without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = fromDatabaseError(error);
    if (unavailable) request.log.warn({ err: error }, 'database unavailable');
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
