import type { EventType } from '@common/constants';
import { COPY } from '@common/copy';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { AddEventForm } from './add-event-form';

export interface EventPreset {
  /** Dialog heading; 'Add Event' when absent. */
  heading?: string;
  title?: string;
  eventType?: EventType;
}

interface AddEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset: EventPreset;
  /** Changes every time the dialog opens, so the form starts fresh. */
  formKey: number;
}

/** The Add Event dialog, shared by the dashboard and (later) the calendar. Loaded lazily by its users. */
export default function AddEventDialog({ open, onOpenChange, preset, formKey }: AddEventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{preset.heading ?? COPY.dashboard.addEvent}</DialogTitle>
          <DialogDescription>Add it to the shared calendar so both parents see it.</DialogDescription>
        </DialogHeader>
        <AddEventForm key={formKey} preset={preset} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
