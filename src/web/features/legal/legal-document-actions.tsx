import { FileDown, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { LegalStatus } from '@common/legal-rules';
import type { LegalDocument } from '@common/schemas/legal';
import { SCREEN_COPY } from '@common/screen-copy';
import { Button } from '@/components/ui/button';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { lazyWhen } from '@/lib/lazy-when';
import { LEGAL_COPY } from './legal-copy';
import { MoreButtonLabel } from './more-button-label';

/** The menu's chunk (Radix's menu and its positioning) loads after the screen's first paint, not before it. */
const LegalDocumentMenu = lazyWhen(() => import('./legal-document-menu'));

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
 * menu with every other action (legal-document-menu.tsx).
 */
export function LegalDocumentActions(props: LegalDocumentActionsProps) {
  const { document, generating, onGenerate } = props;
  return (
    <div className="flex flex-wrap gap-2">
      {document.status === 'finalized' ? (
        <Button size="sm" className="min-h-10" asChild>
          <a href={document.pdfUrl} download>
            <FileDown aria-hidden="true" />
            {LEGAL_COPY.downloadPdf}
          </a>
        </Button>
      ) : (
        <Button size="sm" className="min-h-10" onClick={onGenerate} disabled={generating}>
          <Sparkles aria-hidden="true" />
          {generating ? LEGAL_COPY.generating : SCREEN_COPY.legal.generateReport}
        </Button>
      )}
      <MoreActions {...props} />
    </div>
  );
}

/**
 * The More button: until the menu's chunk has loaded, the same button, which asks for it when focused or pressed;
 * the menu then takes its place with the focus, and open if it was pressed.
 */
function MoreActions({ document, changingStatus, onAdvance, onShowReport, onDelete }: LegalDocumentActionsProps) {
  const painted = useAfterFirstPaint();
  const [asked, setAsked] = useState<'focus' | 'open' | null>(null);
  return (
    <LegalDocumentMenu
      wanted={painted || asked !== null}
      placeholder={
        <Button
          size="sm"
          variant="outline"
          className="min-h-10"
          aria-label={LEGAL_COPY.moreActions(document.title)}
          aria-haspopup="menu"
          aria-expanded={false}
          onFocus={() => setAsked((was) => was ?? 'focus')}
          onBlur={() => setAsked((was) => (was === 'focus' ? null : was))}
          onClick={() => setAsked('open')}
        >
          <MoreButtonLabel />
        </Button>
      }
      document={document}
      changingStatus={changingStatus}
      onAdvance={onAdvance}
      onShowReport={onShowReport}
      onDelete={onDelete}
      defaultOpen={asked === 'open'}
      focusOnMount={asked === 'focus'}
    />
  );
}
