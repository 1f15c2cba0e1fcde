import { FileDown, FileJson, Lock, Send, Sparkles, Stamp, Trash2 } from 'lucide-react';
import type { Format } from '@common/format/format';
import { formatOfReport } from '@common/legal-report-text';
import { LEGAL_DOCUMENT_TYPE_LABELS, NEXT_LEGAL_STATUS, type LegalStatus } from '@common/legal-rules';
import type { LegalDocument } from '@common/schemas/legal';
import { SCREEN_COPY } from '@common/screen-copy';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LEGAL_COPY } from './legal-copy';

const STATUS_BADGE: Record<LegalStatus, BadgeProps['variant']> = { draft: 'secondary', submitted: 'warning', finalized: 'success' };
const NEXT_ACTION: Record<LegalStatus, string> = LEGAL_COPY.nextAction;

interface LegalDocumentItemProps {
  document: LegalDocument;
  /** The family's date format, as its reports print dates. */
  format: Format;
  generating: boolean;
  changingStatus: boolean;
  onGenerate: () => void;
  onAdvance: (status: LegalStatus) => void;
  onShowReport: () => void;
  onDelete: () => void;
}

/** One document: what it covers, its status and the actions its status allows (none once finalized). */
export function LegalDocumentItem({
  document,
  format,
  generating,
  changingStatus,
  onGenerate,
  onAdvance,
  onShowReport,
  onDelete,
}: LegalDocumentItemProps) {
  const next = NEXT_LEGAL_STATUS[document.status];
  const finalized = document.status === 'finalized';
  const included = [
    document.includeMessages && 'messages',
    document.includeExpenses && 'expenses',
    document.includeEvents && 'events',
  ].filter(Boolean);
  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-label={document.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{document.title}</h3>
          <p className="text-sm text-muted-foreground">
            {LEGAL_DOCUMENT_TYPE_LABELS[document.documentType]} · {format.date(document.startDate)} to {format.date(document.endDate)}
          </p>
          <p className="text-xs text-muted-foreground">
            Includes {included.join(', ') || 'nothing'} · by {document.createdByName}
          </p>
        </div>
        <Badge variant={STATUS_BADGE[document.status]}>
          {finalized && <Lock aria-hidden="true" />}
          {document.status}
        </Badge>
      </div>
      {document.content && <p className="line-clamp-3 text-sm whitespace-pre-wrap">{document.content}</p>}
      {document.report && (
        <p className="text-xs break-all text-muted-foreground">
          {LEGAL_COPY.reportGeneratedAt(formatOfReport(document.report).dateTime(document.report.generatedAt))}{' '}
          <span className="font-mono">{document.report.fingerprint.slice(0, 16)}…</span>{' '}
          <button type="button" className="min-h-10 underline underline-offset-2" onClick={onShowReport}>
            {LEGAL_COPY.showReport}
          </button>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" className="min-h-10" onClick={onGenerate} disabled={finalized || generating}>
          <Sparkles aria-hidden="true" />
          {generating ? LEGAL_COPY.generating : SCREEN_COPY.legal.generateReport}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="min-h-10"
          disabled={finalized || changingStatus}
          onClick={() => next && onAdvance(next)}
          aria-label={finalized ? LEGAL_COPY.finalizedLabel : LEGAL_COPY.actionLabel(NEXT_ACTION[document.status], document.title)}
        >
          {document.status === 'draft' ? (
            <Send aria-hidden="true" />
          ) : finalized ? (
            <Lock aria-hidden="true" />
          ) : (
            <Stamp aria-hidden="true" />
          )}
          {NEXT_ACTION[document.status]}
        </Button>
        <Button size="sm" variant="outline" className="min-h-10" asChild>
          <a href={document.pdfUrl} download>
            <FileDown aria-hidden="true" />
            {LEGAL_COPY.downloadPdf}
          </a>
        </Button>
        <Button size="sm" variant="ghost" className="min-h-10" asChild>
          <a href={document.pdfUrl.replace(/report\.pdf$/, 'record.json')} download>
            <FileJson aria-hidden="true" />
            {LEGAL_COPY.recordJson}
          </a>
        </Button>
        {document.status === 'draft' && (
          <Button
            size="sm"
            variant="ghost"
            className="min-h-10 text-destructive"
            onClick={onDelete}
            aria-label={LEGAL_COPY.deleteLabel(document.title)}
          >
            <Trash2 aria-hidden="true" />
            {LEGAL_COPY.delete}
          </Button>
        )}
      </div>
    </li>
  );
}
