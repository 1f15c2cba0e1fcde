import { describe, expect, it } from 'vitest';
import type { ChildFormValues } from '@common/child-rules';
import { createChildRequestSchema, updateChildRequestSchema } from '@common/schemas/children';
import { formFieldErrors } from '@/components/form/schema-field-errors';

// The child form sends its values as they are and checks them with the route's schema (use-child-submit.ts).
describe('child form errors (the route schema the form checks with)', () => {
  const values: ChildFormValues = {
    name: '  ',
    birthDate: '2018-05-01',
    school: ' ',
    grade: '',
    emergencyContact: 'x'.repeat(201),
    notes: 'ok',
  };

  it('checks a whole form, trimming text, whether adding or editing', () => {
    for (const schema of [createChildRequestSchema, updateChildRequestSchema]) {
      expect(formFieldErrors(schema, values)).toEqual({
        name: 'Name is required',
        emergencyContact: 'Emergency contact must be at most 200 characters',
      });
      expect(formFieldErrors(schema, { ...values, name: 'Emma', emergencyContact: '' })).toEqual({});
    }
  });

  it('shows the birth date rules under the birth date', () => {
    expect(formFieldErrors(createChildRequestSchema, { ...values, name: 'Emma', emergencyContact: '', birthDate: '' })).toEqual({
      birthDate: 'Birth date is required',
    });
    expect(formFieldErrors(createChildRequestSchema, { ...values, name: 'Emma', emergencyContact: '', birthDate: '2023-02-29' })).toEqual({
      birthDate: 'Birth date must be a real date',
    });
  });
});
