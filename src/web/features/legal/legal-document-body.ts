import type { LegalFormValues } from '@common/legal-rules';
import type { IncludeFlags } from './include-checkboxes';

/** The body POST /api/legal-documents takes from the create form: a type not chosen yet is absent, so the schema says it is required. */
export const legalDocumentBody = (values: LegalFormValues, flags: IncludeFlags) => ({
  ...values,
  documentType: values.documentType || undefined,
  ...flags,
  content: values.content || null,
});
