import { useState } from 'react';
import type { z } from 'zod';
import { topLevelFieldErrors, type FieldErrors } from '@common/forms/field-errors';
import { errorFields, errorMessage } from '@/lib/api';
import { formFieldErrors } from './schema-field-errors';

export type { FieldErrors };

/** Loads the route's request schema: zod loads on the first submit, not with the screen. */
export type SchemaLoader = () => Promise<z.ZodType>;

/**
 * A form's messages: one per field (from the request schema before sending, or from the server's 400 after)
 * and one for the whole form. Fields are keyed by their top-level name, so 'tags.0' shows under the tags box.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<Partial<FieldErrors>>({});
  const [formError, setFormError] = useState<string | null>(null);

  return {
    errors,
    formError,
    setErrors,
    setFormError,
    /** Checks the body with the route's schema; shows its messages and answers whether the body can be sent. */
    async check(load: SchemaLoader, body: unknown, message: string | null = null): Promise<boolean> {
      const found = formFieldErrors(await load(), body);
      const valid = Object.keys(found).length === 0;
      setErrors(found);
      setFormError(valid ? null : message);
      return valid;
    },
    /** A field's message goes once it is edited; the next submit checks again. */
    clear(field: string) {
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    /** Shows why a call failed: the server's message per field, and its message above the buttons. */
    showFailure(error: unknown) {
      setErrors(topLevelFieldErrors(errorFields(error)));
      setFormError(errorMessage(error));
    },
  };
}
