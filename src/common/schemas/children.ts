import { z } from 'zod';
import { birthDateProblem, nameProblem, OPTIONAL_CHILD_FIELDS, optionalTextProblem, type OptionalChildField } from '../child-rules.js';

export { ageInYears } from '../child-rules.js';

export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  profileImageUrl: z.string().nullable(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Child = z.infer<typeof childSchema>;

/** A string checked by one of the rules of src/common/child-rules.ts. */
const checked = (required: string, problem: (value: string) => string | null, trim: boolean) =>
  z
    .string({ error: required })
    .transform((v) => (trim ? v.trim() : v))
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** Optional text: blank means none (null); absent means unchanged on PATCH. */
const optionalText = (field: OptionalChildField) =>
  checked(`${OPTIONAL_CHILD_FIELDS[field]} must be text`, (value) => optionalTextProblem(field, value), true)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const childFields = {
  name: checked('Name is required', nameProblem, true),
  birthDate: checked('Birth date is required', (value) => birthDateProblem(value), false),
  school: optionalText('school'),
  grade: optionalText('grade'),
  emergencyContact: optionalText('emergencyContact'),
  notes: optionalText('notes'),
};

export const createChildRequestSchema = z.strictObject(childFields);
export type CreateChildRequest = z.input<typeof createChildRequestSchema>;
export type CreateChildInput = z.output<typeof createChildRequestSchema>;

export const updateChildRequestSchema = z.strictObject(childFields).partial();
export type UpdateChildRequest = z.input<typeof updateChildRequestSchema>;
export type UpdateChildInput = z.output<typeof updateChildRequestSchema>;
