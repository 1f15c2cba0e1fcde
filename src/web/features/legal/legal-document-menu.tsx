import { Eye, FileDown, FileJson, Lock, Send, Stamp, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NEXT_LEGAL_STATUS, type LegalStatus } from '@common/legal-rules';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { LegalDocumentActionsProps } from './legal-document-actions';
import { LEGAL_COPY } from './legal-copy';
import { MoreButtonLabel } from './more-button-label';

const NEXT_ACTION: Record<LegalStatus, string> = LEGAL_COPY.nextAction;
/** Menu rows as tall as the buttons, so a finger finds them on a phone. */
const ITEM = 'min-h-10';

type LegalDocumentMenuProps = Pick<LegalDocumentActionsProps, 'document' | 'changingStatus' | 'onAdvance' | 'onShowReport' | 'onDelete'> & {
  /** Opens at once: the button was pressed before this chunk had loaded. */
  defaultOpen: boolean;
  /** Takes the focus: the button it replaces had it. */
  focusOnMount: boolean;
};

/**
 * Every action but the primary one, each named: show the report, submit or finalize, download the PDF and the record,
 * delete a draft. A chunk of its own (legal-document-actions.tsx draws the same button until it loads).
 */
export default function LegalDocumentMenu({
  document,
  changingStatus,
  onAdvance,
  onShowReport,
  onDelete,
  defaultOpen,
  focusOnMount,
}: LegalDocumentMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  const next = NEXT_LEGAL_STATUS[document.status];
  const finalized = document.status === 'finalized';
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} size="sm" variant="outline" className="min-h-10" aria-label={LEGAL_COPY.moreActions(document.title)}>
          <MoreButtonLabel />
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
            <a href={document.pdfUrl} download>
              <FileDown aria-hidden="true" />
              {LEGAL_COPY.downloadPdf}
            </a>
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
  );
}
