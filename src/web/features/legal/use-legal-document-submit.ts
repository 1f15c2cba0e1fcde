import type { FormEvent } from 'react';
import { COPY } from '@common/copy';
import type { LegalFormValues } from '@common/legal-rules';
import type { CreateLegalDocumentRequest, LegalReport } from '@common/schemas/legal';
import { SCREEN_COPY } from '@common/screen-copy';
import { useFormErrors } from '@/components/form/use-form-errors';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import type { IncludeFlags } from './include-checkboxes';
import { legalDocumentBody } from './legal-document-body';
import { LEGAL_COPY } from './legal-copy';
import { useCreateLegalDocument, useGenerateReport } from './use-legal';

/** The create form's two actions: save a draft once the route's schema accepts it, or preview a report of the period. */
export function useLegalDocumentSubmit({
  onDone,
  onReport,
}: {
  onDone: () => void;
  onReport: (report: LegalReport, title: string) => void;
}) {
  const create = useCreateLegalDocument();
  const generate = useGenerateReport();
  const form = useFormErrors();

  const submit = (values: LegalFormValues, flags: IncludeFlags) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = legalDocumentBody(values, flags);
    const schema = () => import('@common/schemas/legal').then((m) => m.createLegalDocumentRequestSchema);
    if (!(await form.check(schema, body, LEGAL_COPY.fixFields))) return;
    create.mutate(body as CreateLegalDocumentRequest, {
      onSuccess: () => {
        toast({ title: COPY.toast.success, description: SCREEN_COPY.legal.documentCreated });
        onDone();
      },
      onError: (error) => form.setFormError(errorMessage(error)),
    });
  };

  const generateReport = (values: LegalFormValues, flags: IncludeFlags) => {
    if (!values.startDate || !values.endDate) {
      toast({ title: SCREEN_COPY.legal.errorTitle, description: SCREEN_COPY.legal.datesMissing, variant: 'destructive' });
      return;
    }
    generate.mutate(
      { startDate: values.startDate, endDate: values.endDate, ...flags },
      {
        onSuccess: (report) => {
          onReport(report, values.title.trim());
          toast({ title: SCREEN_COPY.legal.reportGeneratedTitle, description: SCREEN_COPY.legal.reportGenerated });
        },
        // SPEC.md section 8: a failed generation only ends the generating state.
        onError: (error) => console.error('report generation failed', error),
      },
    );
  };

  return {
    errors: form.errors,
    formError: form.formError,
    saving: create.isPending,
    generating: generate.isPending,
    submit,
    generateReport,
  };
}
