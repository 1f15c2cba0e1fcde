import { Eye, FileDown, FileJson, Lock, MoreHorizontal, Send, Sparkles, Stamp, Trash2 } from 'lucide-react';
import { NEXT_LEGAL_STATUS, type LegalStatus } from '@common/legal-rules';
import type { LegalDocument } from '@common/schemas/legal';
import { SCREEN_COPY } from '@common/screen-copy';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LEGAL_COPY } from './legal-copy';

const NEXT_ACTION: Record<LegalStatus, string> = LEGAL_COPY.nextAction;
/** Menu rows as tall as the buttons, so a finger finds them on a phone. */
const ITEM = 'min-h-10';

export interface LegalDocumentActionsProps {
  document: LegalDocument;
  generating: boolean;
  changingStatus: boolean;
  onGenerate: () => void;
  onAdvance: (status: LegalStatus) => void;
  onShowReport: () => void;
  onDelete: () => void;
}

/**
 * One primary action (Generate Report while the document can change, Download PDF once finalized) and a
 * menu with every other action, each named: show the report, submit or finalize, download the PDF and the
 * record, delete a draft.
 */
export function LegalDocumentActions(props: LegalDocumentActionsProps) {
  const { document, generating, changingStatus, onGenerate, onAdvance, onShowReport, onDelete } = props;
  const next = NEXT_LEGAL_STATUS[document.status];
  const finalized = document.status === 'finalized';
  const pdf = (
    <a href={document.pdfUrl} download>
      <FileDown aria-hidden="true" />
      {LEGAL_COPY.downloadPdf}
    </a>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {finalized ? (
        <Button size="sm" className="min-h-10" asChild>
          {pdf}
        </Button>
      ) : (
        <Button size="sm" className="min-h-10" onClick={onGenerate} disabled={generating}>
          <Sparkles aria-hidden="true" />
          {generating ? LEGAL_COPY.generating : SCREEN_COPY.legal.generateReport}
        </Button>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="outline" className="min-h-10" aria-label={LEGAL_COPY.moreActions(document.title)}>
            <MoreHorizontal aria-hidden="true" />
            {LEGAL_COPY.more}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          {document.report && (
            <DropdownMenuItem className={ITEM} onSelect={onShowReport}>
              <Eye aria-hidden="true" />
              {LEGAL_COPY.showReport}
            </DropdownMenuItem>
          )}
          {next ? (
            <DropdownMenuItem className={ITEM} disabled={changingStatus} onSelect={() => onAdvance(next)}>
              {document.status === 'draft' ? <Send aria-hidden="true" /> : <Stamp aria-hidden="true" />}
              {NEXT_ACTION[document.status]}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem className={ITEM} disabled>
              <Lock aria-hidden="true" />
              {LEGAL_COPY.finalizedLabel}
            </DropdownMenuItem>
          )}
          {!finalized && (
            <DropdownMenuItem className={ITEM} asChild>
              {pdf}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem className={ITEM} asChild>
            <a href={document.pdfUrl.replace(/report\.pdf$/, 'record.json')} download>
              <FileJson aria-hidden="true" />
              {LEGAL_COPY.recordJson}
            </a>
          </DropdownMenuItem>
          {document.status === 'draft' && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem className={`${ITEM} text-destructive focus:text-destructive`} onSelect={onDelete}>
                <Trash2 aria-hidden="true" />
                {LEGAL_COPY.deleteDraft}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
