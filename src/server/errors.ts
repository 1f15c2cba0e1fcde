/** One error type for everything the API refuses on purpose; its code maps to an HTTP status in one place. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const NOT_FOUND_MESSAGE = 'Not found';

/** Returns the row, or answers 404: a record of another family looks exactly like one that does not exist. */
export function notFoundUnless<T>(row: T | undefined | null, message = NOT_FOUND_MESSAGE): T {
  if (row === undefined || row === null) throw new AppError('not_found', message);
  return row;
}
