import { describe, expect, it } from 'vitest';
import { topLevelFieldErrors } from '@common/forms/field-errors';
import { createExpenseRequestSchema } from '@common/schemas/expenses';
import { EXPENSE_MESSAGES } from '@common/expenses/expense-rules';
import { createTimelineEntryRequestSchema } from '@common/schemas/timeline';
import { schemaFieldErrors } from './schema-field-errors';

describe('schemaFieldErrors', () => {
  it('gives the messages the server answers, one per field', () => {
    expect(schemaFieldErrors(createExpenseRequestSchema, { title: ' ', amount: null })).toEqual({
      title: EXPENSE_MESSAGES.titleRequired,
      amount: EXPENSE_MESSAGES.amountRequired,
    });
  });

  it('is empty for a body the schema accepts', () => {
    expect(schemaFieldErrors(createExpenseRequestSchema, { title: 'Copay', amount: 70 })).toEqual({});
  });

  it('keys nested issues by path, which the form shows under the top-level field', () => {
    const fields = schemaFieldErrors(createExpenseRequestSchema, {
      title: 'Copay',
      amount: 70,
      split: { splitType: 'full', splitPercent: 40 },
    });
    expect(Object.keys(fields)).toEqual(['split.splitPercent']);
    expect(topLevelFieldErrors(fields)).toEqual({ split: EXPENSE_MESSAGES.splitFull });
  });

  it('finds a missing child of a timeline entry, which the form has no field for', () => {
    expect(Object.keys(schemaFieldErrors(createTimelineEntryRequestSchema, { title: 'First goal', childId: '' }))).toEqual(['childId']);
  });
});
