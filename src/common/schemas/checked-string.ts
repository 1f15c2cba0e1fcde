import { z } from 'zod';

/** A string checked by one of the rules in src/common (`problem` answers its message, or null), trimmed first if asked. */
export const checkedString = (required: string, problem: (value: string) => string | null, trim: boolean) =>
  z
    .string({ error: required })
    .transform((v) => (trim ? v.trim() : v))
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
