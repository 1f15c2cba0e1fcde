import type { z } from 'zod';
import { fieldErrorsFromIssues } from '../../common/forms/field-errors.js';
import { AppError } from '../errors.js';

/** Validates input with a shared schema; a failure answers 400 naming every field at fault. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrorsFromIssues(result.error.issues);
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw new AppError('bad_request', first, fields);
}
