import type { LegalDocument } from '@common/schemas/legal';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { LEGAL_COPY } from './legal-copy';
import { useDeleteLegalDocument } from './use-legal';

/** Asks before deleting a draft; only drafts can be deleted. */
export function DeleteDraftDialog({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const remove = useDeleteLegalDocument();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () =>
    document &&
    remove.mutate(document.id, {
      onSuccess: () => {
        toast({ title: LEGAL_COPY.deleted, description: LEGAL_COPY.deletedText(document.title) });
        close();
      },
    });
  return (
    <ConfirmDialog
      open={document !== null}
      title={LEGAL_COPY.deleteTitle(document?.title ?? '')}
      description={LEGAL_COPY.deleteText}
      confirmLabel={LEGAL_COPY.deleteConfirm}
      pendingLabel={LEGAL_COPY.deleting}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      destructive
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
