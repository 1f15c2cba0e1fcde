import type { z } from 'zod';

/** A message per field at fault, keyed by the issue's path joined with '.' ('_' for the whole body). */
export type FieldErrors = Record<string, string>;

/**
 * Maps zod issues to one message per field (the first issue of each wins): the server answers 400 with these
 * `fields`, and a form shows the same messages when it validates with the same schema before sending.
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
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
  return fields;
}

/** Field errors keyed by their top-level field: 'tags.0' belongs to the tags box. */
export function topLevelFieldErrors(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) out[key.split('.')[0] ?? key] ??= message;
  return out;
}
