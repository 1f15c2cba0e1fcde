import { describe, expect, it } from 'vitest';
import { createWellnessEntryRequestSchema } from '@common/schemas/wellness';
import { formFieldErrors } from '@/components/form/schema-field-errors';
import { checkInBody, initialCheckIn } from './check-in-values';

// The check-in form builds its body with checkInBody and checks it with the route's schema (use-check-in-submit.ts).
describe('check-in form errors (checkInBody and the route schema)', () => {
  const errorsOf = (changes: Partial<ReturnType<typeof initialCheckIn>>) =>
    formFieldErrors(createWellnessEntryRequestSchema, checkInBody({ ...initialCheckIn(), ...changes }));

  it('checks notes, lists and the entry date like the server', () => {
    expect(errorsOf({ notes: 'x'.repeat(2001), triggers: ['y'.repeat(41)], copingStrategies: [], entryDate: '2021-02-29' })).toEqual({
      notes: 'Notes must be at most 2000 characters',
      triggers: 'Each trigger must be at most 40 characters',
      entryDate: 'Entry date must be a real date',
    });
    expect(errorsOf({ notes: ` ${'x'.repeat(2000)} `, triggers: ['y'.repeat(40)], entryDate: '2021-02-28' })).toEqual({});
  });

  it('takes a blank entry date as today', () => {
    expect(errorsOf({ entryDate: '' })).toEqual({});
  });
});
