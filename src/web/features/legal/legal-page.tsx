import { Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { createFormat } from '@common/format/format';
import { SCREEN_COPY } from '@common/screen-copy';
import type { LegalStatus } from '@common/legal-rules';
import type { LegalDocument, LegalReport } from '@common/schemas/legal';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { FinalizeDialog } from './finalize-dialog';
import { LegalDocumentForm } from './legal-document-form';
import { LegalDocumentItem } from './legal-document-item';
import { LegalEmptyState } from './legal-empty-state';
import { ReportLocaleSelect } from './report-locale-select';
import { ReportPreview } from './report-preview';
import { useGenerateReport, useLegalDocuments, useReportLocale, useSetLegalStatus } from './use-legal';
import { LEGAL_COPY } from './legal-copy';

interface Preview {
  report: LegalReport;
  title: string;
  pdfUrl: string | null;
}

/** Legal Documentation (SPEC.md section 2) on the family's real records. */
export default function LegalPage() {
  useDocumentTitle(LEGAL_COPY.documentTitle);
  const { user } = useAuth();
  const documents = useLegalDocuments();
  const generate = useGenerateReport();
  const setStatus = useSetLegalStatus();
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [finalizing, setFinalizing] = useState<LegalDocument | null>(null);
  const [deleting, setDeleting] = useState<LegalDocument | null>(null);
  // Calendar dates, in the family's format (a date has no time zone).
  const dateFormat = createFormat(useReportLocale().data?.locale, 'UTC');

  const openForm = () => {
    setFormKey((k) => k + 1);
    setFormOpen(true);
  };

  const generateFor = (document: LegalDocument) => {
    const { startDate, endDate, includeMessages, includeExpenses, includeEvents, id } = document;
    generate.mutate(
      { startDate, endDate, includeMessages, includeExpenses, includeEvents, documentId: id },
      {
        onSuccess: (report) => {
          setPreview({ report, title: document.title, pdfUrl: document.pdfUrl });
          toast({ title: SCREEN_COPY.legal.reportGeneratedTitle, description: SCREEN_COPY.legal.reportGenerated });
        },
        // SPEC.md section 8: a failed generation only ends the generating state.
        onError: (error) => console.error('report generation failed', error),
      },
    );
  };

  const changeStatus = (id: string, status: LegalStatus) =>
    setStatus.mutate(
      { id, status },
      { onError: (error) => toast({ title: SCREEN_COPY.legal.errorTitle, description: errorMessage(error), variant: 'destructive' }) },
    );
  const advance = (document: LegalDocument, status: LegalStatus) =>
    status === 'finalized' ? setFinalizing(document) : changeStatus(document.id, status);

  const list = documents.data ?? [];
  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SCREEN_COPY.legal.heading}</h1>
          <p className="mt-1 text-muted-foreground">{LEGAL_COPY.intro}</p>
        </div>
        <Button onClick={openForm}>
          <Plus aria-hidden="true" />
          {SCREEN_COPY.legal.createDocument}
        </Button>
      </div>

      <p className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {LEGAL_COPY.aiNote}
          {user && !user.aiEnabled && <> {SCREEN_COPY.legal.aiDisabled}</>}
        </span>
      </p>

      <ReportLocaleSelect />

      {formOpen && (
        <LegalDocumentForm
          key={formKey}
          onDone={() => setFormOpen(false)}
          onReport={(report, title) => setPreview({ report, title, pdfUrl: null })}
        />
      )}

      {preview && <ReportPreview report={preview.report} title={preview.title} pdfUrl={preview.pdfUrl} onClose={() => setPreview(null)} />}

      {documents.isLoading ? (
        <div className="grid gap-3" aria-busy="true" aria-label={LEGAL_COPY.loadingDocuments}>
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : documents.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 px-3 py-2 text-sm text-destructive">
          {errorMessage(documents.error, LEGAL_COPY.loadError)}
        </p>
      ) : list.length === 0 ? (
        <LegalEmptyState onCreate={openForm} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{LEGAL_COPY.documents}</CardTitle>
            <CardDescription>{LEGAL_COPY.documentsDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {list.map((document) => (
                <LegalDocumentItem
                  key={document.id}
                  document={document}
                  format={dateFormat}
                  generating={generate.isPending && generate.variables.documentId === document.id}
                  changingStatus={setStatus.isPending && setStatus.variables.id === document.id}
                  onGenerate={() => generateFor(document)}
                  onAdvance={(status) => advance(document, status)}
                  onDelete={() => setDeleting(document)}
                  onShowReport={() =>
                    document.report && setPreview({ report: document.report, title: document.title, pdfUrl: document.pdfUrl })
                  }
                />
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      <DeleteDraftDialog document={deleting} onClose={() => setDeleting(null)} />
      <FinalizeDialog document={finalizing} onClose={() => setFinalizing(null)} />
    </div>
  );
}
