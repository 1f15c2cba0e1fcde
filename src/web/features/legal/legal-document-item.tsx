import { Lock } from 'lucide-react';
import type { Format } from '@common/format/format';
import { formatOfReport } from '@common/legal-report-text';
import { LEGAL_DOCUMENT_TYPE_LABELS, type LegalStatus } from '@common/legal-rules';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { LegalDocumentActions, type LegalDocumentActionsProps } from './legal-document-actions';
import { LEGAL_COPY } from './legal-copy';

const STATUS_BADGE: Record<LegalStatus, BadgeProps['variant']> = { draft: 'secondary', submitted: 'warning', finalized: 'success' };

interface LegalDocumentItemProps extends LegalDocumentActionsProps {
  /** The family's date format, as its reports print dates. */
  format: Format;
}

/** One document: what it covers, its status, and its actions (one primary, the rest in a menu). */
export function LegalDocumentItem({ format, ...actions }: LegalDocumentItemProps) {
  const { document } = actions;
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
          <span className="font-mono">{document.report.fingerprint.slice(0, 16)}…</span>
        </p>
      )}
      <LegalDocumentActions {...actions} />
    </li>
  );
}
