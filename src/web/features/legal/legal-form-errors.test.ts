import { describe, expect, it } from 'vitest';
import type { LegalFormValues } from '@common/legal-rules';
import { createLegalDocumentRequestSchema } from '@common/schemas/legal';
import { formFieldErrors } from '@/components/form/schema-field-errors';
import { legalDocumentBody } from './legal-document-body';

// The create form builds its body with legalDocumentBody and checks it with the route's schema (use-legal-document-submit.ts).
describe('legal document form errors (legalDocumentBody and the route schema)', () => {
  const flags = { includeMessages: true, includeExpenses: false, includeEvents: true };
  const valid: LegalFormValues = {
    title: 'Spring term',
    documentType: 'custody_summary',
    startDate: '2026-01-01',
    endDate: '2026-03-31',
    content: '',
  };
  const errorsOf = (changes: Partial<LegalFormValues>) =>
    formFieldErrors(createLegalDocumentRequestSchema, legalDocumentBody({ ...valid, ...changes }, flags));

  it('accepts a filled form', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('explains each missing field of an empty form', () => {
    expect(errorsOf({ title: ' ', documentType: '', startDate: '', endDate: '' })).toEqual({
      title: 'Title is required',
      documentType: 'Document type is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
  });

  it('checks the dates, the range, the title and content lengths', () => {
    expect(errorsOf({ startDate: '2026-02-30', endDate: '03/31/2026' })).toEqual({
      startDate: 'Start date must be a date (YYYY-MM-DD)',
      endDate: 'End date must be a date (YYYY-MM-DD)',
    });
    expect(errorsOf({ endDate: '2025-12-31' })).toEqual({ endDate: 'End date must be on or after the start date' });
    expect(errorsOf({ startDate: '2020-01-01', endDate: '2026-01-02' })).toEqual({ endDate: 'The date range can be at most 5 years' });
    expect(errorsOf({ title: 't'.repeat(201), content: 'c'.repeat(50_001) })).toEqual({
      title: 'Title must be at most 200 characters',
      content: 'Content must be at most 50000 characters',
    });
  });

  it('shows the range problem along with the other fields', () => {
    expect(errorsOf({ title: '', endDate: '2025-12-31' })).toEqual({
      title: 'Title is required',
      endDate: 'End date must be on or after the start date',
    });
  });
});
