import type { z } from 'zod';
import { fieldErrorsFromIssues, type FieldErrors } from '@common/forms/field-errors';

/** The messages the server would answer for this body, by field: the same schema, the same mapper. Empty when valid. */
export function schemaFieldErrors(schema: z.ZodType, body: unknown): FieldErrors {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}
