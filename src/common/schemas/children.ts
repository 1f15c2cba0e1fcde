import { z } from 'zod';
import { birthDateProblem, nameProblem, OPTIONAL_CHILD_FIELDS, optionalTextProblem, type OptionalChildField } from '../child-rules.js';
import { checkedString } from './checked-string.js';

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

/** Optional text: blank means none (null); absent means unchanged on PATCH. */
const optionalText = (field: OptionalChildField) =>
  checkedString(`${OPTIONAL_CHILD_FIELDS[field]} must be text`, (value) => optionalTextProblem(field, value), true)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const childFields = {
  name: checkedString('Name is required', nameProblem, true),
  birthDate: checkedString('Birth date is required', (value) => birthDateProblem(value), false),
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
