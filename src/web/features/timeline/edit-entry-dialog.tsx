import type { TimelineEntry } from '@common/schemas/timeline';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EntryForm } from './entry-form';
import { TIMELINE_COPY } from './timeline-copy';

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
          <DialogTitle>{TIMELINE_COPY.editTitle}</DialogTitle>
          <DialogDescription>{entry?.isPrivate ? TIMELINE_COPY.onlyYou : TIMELINE_COPY.bothParents}</DialogDescription>
        </DialogHeader>
        {entry && (
          <EntryForm key={entry.id} childId={entry.childId} entry={entry} aiEnabled={aiEnabled} onDone={onClose} onCancel={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
