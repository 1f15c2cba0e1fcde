import type { LegalDocument } from '@common/schemas/legal';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api';
import { LEGAL_COPY } from './legal-copy';
import { useSetLegalStatus } from './use-legal';

/** Asks before finalizing: a finalized document can no longer change. */
export function FinalizeDialog({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const setStatus = useSetLegalStatus();
  const close = () => {
    setStatus.reset();
    onClose();
  };
  const confirm = () => document && setStatus.mutate({ id: document.id, status: 'finalized' }, { onSuccess: close });
  return (
    <ConfirmDialog
      open={document !== null}
      title={LEGAL_COPY.finalizeTitle(document?.title ?? '')}
      description={LEGAL_COPY.finalizeText}
      confirmLabel={LEGAL_COPY.finalize}
      pending={setStatus.isPending}
      error={setStatus.isError ? errorMessage(setStatus.error) : null}
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
