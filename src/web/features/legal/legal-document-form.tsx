import { FileText, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import type { LegalFormValues } from '@common/legal-rules';
import type { LegalReport } from '@common/schemas/legal';
import { SCREEN_COPY } from '@common/screen-copy';
import { FormFooter } from '@/components/form/form-footer';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { IncludeCheckboxes, type IncludeFlags } from './include-checkboxes';
import { LEGAL_COPY } from './legal-copy';
import { LegalContentField, LegalDocumentFields } from './legal-document-fields';
import { useLegalDocumentSubmit } from './use-legal-document-submit';

const EMPTY: LegalFormValues = { title: '', documentType: '', startDate: '', endDate: '', content: '' };
const ALL_IN: IncludeFlags = { includeMessages: true, includeExpenses: true, includeEvents: true };

interface LegalDocumentFormProps {
  onDone: () => void;
  /** A report previewed from the form's range (not attached to any document). */
  onReport: (report: LegalReport, title: string) => void;
}

/** The Create Document form of SPEC.md: title, type and dates required, include flags on, content optional. */
export function LegalDocumentForm({ onDone, onReport }: LegalDocumentFormProps) {
  const id = useId();
  const save = useLegalDocumentSubmit({ onDone, onReport });
  const [values, setValues] = useState<LegalFormValues>(EMPTY);
  const [flags, setFlags] = useState<IncludeFlags>(ALL_IN);
  const set = (field: keyof LegalFormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{SCREEN_COPY.legal.createDocument}</CardTitle>
        <CardDescription>{LEGAL_COPY.formDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={save.submit(values, flags)} noValidate aria-label={SCREEN_COPY.legal.createDocument}>
          <LegalDocumentFields id={id} values={values} errors={save.errors} onChange={set} />
          <IncludeCheckboxes id={`${id}-include`} value={flags} onChange={setFlags} />
          <LegalContentField id={id} value={values.content} error={save.errors.content} onChange={(content) => set('content', content)} />
          <FormFooter
            submitLabel={SCREEN_COPY.legal.createDocument}
            icon={<FileText aria-hidden="true" />}
            pending={save.saving}
            error={save.formError}
            onCancel={onDone}
          >
            <Button type="button" variant="secondary" onClick={() => save.generateReport(values, flags)} disabled={save.generating}>
              <Sparkles aria-hidden="true" />
              {save.generating ? LEGAL_COPY.generating : SCREEN_COPY.legal.generateReport}
            </Button>
          </FormFooter>
        </form>
      </CardContent>
    </Card>
  );
}
