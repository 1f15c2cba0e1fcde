import { FileText, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { COPY } from '@common/copy';
import { SCREEN_COPY } from '@common/screen-copy';
import {
  LEGAL_DOCUMENT_TYPE_LABELS,
  LEGAL_DOCUMENT_TYPES,
  LEGAL_LIMITS,
  legalFormProblems,
  type LegalDocumentType,
  type LegalFormValues,
} from '@common/legal-rules';
import type { LegalReport } from '@common/schemas/legal';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { IncludeCheckboxes, type IncludeFlags } from './include-checkboxes';
import { describedBy, LegalField } from './legal-field';
import { useCreateLegalDocument, useGenerateReport } from './use-legal';

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
  const create = useCreateLegalDocument();
  const generate = useGenerateReport();
  const [values, setValues] = useState<LegalFormValues>(EMPTY);
  const [flags, setFlags] = useState<IncludeFlags>(ALL_IN);
  const [errors, setErrors] = useState<Partial<Record<keyof LegalFormValues, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: keyof LegalFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const field = (name: string) => `${id}-${name}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = legalFormProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFormError('Please correct the fields marked below.');
      return;
    }
    setFormError(null);
    create.mutate(
      { ...values, documentType: values.documentType as LegalDocumentType, ...flags, content: values.content || null },
      {
        onSuccess: () => {
          toast({ title: COPY.toast.success, description: SCREEN_COPY.legal.documentCreated });
          onDone();
        },
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  };

  const onGenerate = () => {
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

  return (
    <Card>
      <CardHeader>
        <CardTitle>{SCREEN_COPY.legal.createDocument}</CardTitle>
        <CardDescription>
          Choose the period and what to include. The report is built from your family&apos;s records in that period.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label={SCREEN_COPY.legal.createDocument}>
          <div className="grid gap-4 sm:grid-cols-2">
            <LegalField id={field('title')} label="Title" error={errors.title} className="sm:col-span-2">
              <Input
                id={field('title')}
                value={values.title}
                onChange={set('title')}
                maxLength={LEGAL_LIMITS.title}
                placeholder="e.g. Communication log for mediation"
                required
                {...describedBy(field('title'), errors.title)}
              />
            </LegalField>
            <LegalField id={field('type')} label="Document type" error={errors.documentType} className="sm:col-span-2">
              <Select value={values.documentType} onValueChange={(documentType) => setValues((v) => ({ ...v, documentType }))}>
                <SelectTrigger id={field('type')} {...describedBy(field('type'), errors.documentType)}>
                  <SelectValue placeholder="Select a document type" />
                </SelectTrigger>
                <SelectContent>
                  {LEGAL_DOCUMENT_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {LEGAL_DOCUMENT_TYPE_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </LegalField>
            <LegalField id={field('start')} label="Start date" error={errors.startDate}>
              <Input
                id={field('start')}
                type="date"
                value={values.startDate}
                onChange={set('startDate')}
                required
                {...describedBy(field('start'), errors.startDate)}
              />
            </LegalField>
            <LegalField id={field('end')} label="End date" error={errors.endDate}>
              <Input
                id={field('end')}
                type="date"
                value={values.endDate}
                min={values.startDate || undefined}
                onChange={set('endDate')}
                required
                {...describedBy(field('end'), errors.endDate)}
              />
            </LegalField>
          </div>
          <IncludeCheckboxes id={field('include')} value={flags} onChange={setFlags} />
          <LegalField id={field('content')} label="Content (optional)" error={errors.content}>
            <Textarea
              id={field('content')}
              value={values.content}
              onChange={set('content')}
              maxLength={LEGAL_LIMITS.content}
              placeholder="Your own statement or notes. It is printed in the report, marked as yours."
              {...describedBy(field('content'), errors.content)}
            />
          </LegalField>
          {formError && (
            <p role="alert" className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
              {formError}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button type="button" variant="secondary" onClick={onGenerate} disabled={generate.isPending}>
              <Sparkles aria-hidden="true" />
              {generate.isPending ? 'Generating…' : SCREEN_COPY.legal.generateReport}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              <FileText aria-hidden="true" />
              {create.isPending ? 'Saving…' : SCREEN_COPY.legal.createDocument}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
