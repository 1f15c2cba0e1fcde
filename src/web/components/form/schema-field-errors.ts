import type { z } from 'zod';
import { fieldErrorsFromIssues, topLevelFieldErrors, type FieldErrors } from '@common/forms/field-errors';

/** The messages the server would answer for this body, by field: the same schema, the same mapper. Empty when valid. */
export function schemaFieldErrors(schema: z.ZodType, body: unknown): FieldErrors {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

/** The messages a form shows under its fields for this body: the schema's, keyed by top-level field ('tags.0' → 'tags'). */
export const formFieldErrors = (schema: z.ZodType, body: unknown): FieldErrors => topLevelFieldErrors(schemaFieldErrors(schema, body));
