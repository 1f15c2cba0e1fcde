import { CheckCircle2, Download, FileDown, ShieldAlert, Sparkles, X } from 'lucide-react';
import { plural } from '@common/format/plural';
import { checkpointVerdict } from '@common/legal-report-lines';
import { formatOfReport, reportText } from '@common/legal-report-text';
import type { LegalReport } from '@common/schemas/legal';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadText, reportFileName } from './report-file';
import { LEGAL_COPY } from './legal-copy';

/** SPEC.md section 9: the preview shows at most 3 recommendations (the download holds them all). */
export const PREVIEW_RECOMMENDATIONS = 3;

interface ReportPreviewProps {
  report: LegalReport;
  title: string;
  pdfUrl: string | null;
  onClose: () => void;
}

function IntegrityIcon({ ok }: { ok: boolean }) {
  return ok ? (
    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
  ) : (
    <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
  );
}

function RecordOverview({ report }: { report: LegalReport }) {
  const { messages, expenses, events, range, scheduleHistory, auditLog, earlierCheckpoints } = report.record;
  const f = formatOfReport(report);
  const brokenEarlier = earlierCheckpoints?.filter((e) => !e.inChain).length ?? 0;
  return (
    <section aria-labelledby="record-heading" className="grid gap-2 rounded-lg border p-3 text-sm">
      <h3 id="record-heading" className="font-semibold">
        {LEGAL_COPY.recordHeading(f.date(range.startDate), f.date(range.endDate))}
      </h3>
      <ul className="grid gap-1 text-muted-foreground">
        {messages ? <li>{plural(messages.count, 'message')}</li> : <li>{LEGAL_COPY.messagesNotIncluded}</li>}
        {messages?.conversations.map((c) => (
          <li key={c.id || c.subject} className="flex items-start gap-1.5">
            <IntegrityIcon ok={c.verification.intact} />
            <span className="min-w-0 break-words">
              {LEGAL_COPY.inRange(c.subject, c.count)}{' '}
              {c.verification.intact
                ? LEGAL_COPY.chainVerified(c.verification.checked)
                : c.verification.detail
                  ? f.localise(c.verification.detail)
                  : LEGAL_COPY.chainBroken(c.verification.checked)}
              {c.checkpoint && LEGAL_COPY.checkpointAfter(plural(c.checkpoint.messageCount, 'message'), checkpointVerdict(c.checkpoint))}
            </span>
          </li>
        ))}
        {brokenEarlier > 0 && (
          <li className="flex items-start gap-1.5 text-destructive">
            <IntegrityIcon ok={false} />
            <span>{LEGAL_COPY.brokenCheckpoints(plural(brokenEarlier, 'checkpoint'), brokenEarlier)}</span>
          </li>
        )}
        {expenses ? (
          <li>{LEGAL_COPY.expensesTotal(plural(expenses.count, 'expense'), f.money(expenses.totalCents))}</li>
        ) : (
          <li>{LEGAL_COPY.expensesNotIncluded}</li>
        )}
        {events ? (
          <li>
            {plural(events.count, 'calendar event')}, {plural(events.custodyExchanges, 'custody exchange')},{' '}
            {plural(events.swapRequests, 'swap request')}
          </li>
        ) : (
          <li>{LEGAL_COPY.eventsNotIncluded}</li>
        )}
        {scheduleHistory && <li>{LEGAL_COPY.scheduleHistory(plural(scheduleHistory.changes.length, 'change'))}</li>}
        {auditLog && <li>{LEGAL_COPY.auditLog(plural(auditLog.length, 'change'))}</li>}
      </ul>
      <p className="break-all text-xs text-muted-foreground">
        {LEGAL_COPY.fingerprint} <span className="font-mono">{report.fingerprint}</span>
      </p>
    </section>
  );
}

/** The generated report: the AI part (labelled), what the record holds, and the downloads. */
export function ReportPreview({ report, title, pdfUrl, onClose }: ReportPreviewProps) {
  return (
    <Card role="region" aria-labelledby="report-preview-title">
      <CardHeader>
        <CardTitle id="report-preview-title">{LEGAL_COPY.previewTitle(title)}</CardTitle>
        <CardDescription>
          <Badge variant="ai" className="mr-2 align-middle">
            <Sparkles aria-hidden="true" /> {LEGAL_COPY.aiGenerated}
          </Badge>
          {report.ai.label}
        </CardDescription>
        <CardAction>
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={LEGAL_COPY.closePreview} className="size-10">
            <X aria-hidden="true" />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        <section className="grid gap-1">
          <h3 className="font-semibold">{LEGAL_COPY.summary}</h3>
          <p className="text-sm">{report.summary}</p>
        </section>
        <section className="grid gap-1">
          <h3 className="font-semibold">{LEGAL_COPY.communicationSummary}</h3>
          <p className="text-sm">{report.communicationSummary}</p>
        </section>
        <section className="grid gap-1">
          <h3 className="font-semibold">{LEGAL_COPY.expenseSummary}</h3>
          <p className="text-sm">{report.expenseSummary}</p>
        </section>
        <section className="grid gap-1">
          <h3 className="font-semibold">{LEGAL_COPY.keyEvents}</h3>
          {report.keyEvents.length === 0 ? (
            <p className="text-sm text-muted-foreground">{LEGAL_COPY.noKeyEvents}</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {report.keyEvents.map((event, i) => (
                <li key={`${event.date}-${i}`} className="flex flex-wrap gap-x-2">
                  <span className="text-muted-foreground">{formatOfReport(report).date(event.date)}</span>
                  <Badge variant="outline">{event.type}</Badge>
                  <span className="min-w-0">{event.title}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="grid gap-1">
          <h3 className="font-semibold">{LEGAL_COPY.recommendations}</h3>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {report.recommendations.slice(0, PREVIEW_RECOMMENDATIONS).map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
        </section>
        <RecordOverview report={report} />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={() => downloadText(reportFileName(title), reportText(title, report))}>
            <Download aria-hidden="true" />
            {LEGAL_COPY.downloadReport}
          </Button>
          {pdfUrl && (
            <Button variant="outline" asChild>
              <a href={pdfUrl} download>
                <FileDown aria-hidden="true" />
                {LEGAL_COPY.downloadPdf}
              </a>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
