import type { TimelineEntry } from '@common/schemas/timeline';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EntryForm } from './entry-form';

interface EditEntryDialogProps {
  entry: TimelineEntry | undefined;
  open: boolean;
  aiEnabled: boolean;
  onClose: () => void;
}

export function EditEntryDialog({ entry, open, aiEnabled, onClose }: EditEntryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit entry</DialogTitle>
          <DialogDescription>{entry?.isPrivate ? 'Only you can see this entry.' : 'Both parents see this entry.'}</DialogDescription>
        </DialogHeader>
        {entry && (
          <EntryForm key={entry.id} childId={entry.childId} entry={entry} aiEnabled={aiEnabled} onDone={onClose} onCancel={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
