import type { z } from 'zod';
import { AppError } from '../errors.js';

/** Validates input with a shared schema; a failure answers 400 naming every field at fault. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (key === '_' && issue.code === 'invalid_type') {
      fields[key] ??= 'Request body must be a JSON object';
      continue;
    }
    if (issue.code === 'unrecognized_keys') {
      for (const unknown of issue.keys) fields[unknown] ??= `Unknown field '${unknown}'`;
      continue;
    }
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw new AppError('bad_request', first, fields);
}
