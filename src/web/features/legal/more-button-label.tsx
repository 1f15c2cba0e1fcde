import { MoreHorizontal } from 'lucide-react';
import { LEGAL_COPY } from './legal-copy';

/** The label of a document's More button, the same before and after its menu has loaded. */
export function MoreButtonLabel() {
  return (
    <>
      <MoreHorizontal aria-hidden="true" />
      {LEGAL_COPY.more}
    </>
  );
}
