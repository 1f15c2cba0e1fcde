import type { EventType } from '@common/constants';
import { COPY } from '@common/copy';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { AddEventForm } from './add-event-form';
import { EVENT_COPY } from './event-copy';
import type { CalendarOccurrence } from './event-occurrence';
import type { EventFormPreset } from './event-form-state';

export interface EventPreset extends EventFormPreset {
  /** Dialog heading; 'Add Event' when absent ('Edit Event' when editing). */
  heading?: string;
  title?: string;
  eventType?: EventType;
  /** The event to edit: the form PATCHes its series instead of adding. */
  event?: CalendarOccurrence;
}

interface AddEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset: EventPreset;
  /** Changes every time the dialog opens, so the form starts fresh. */
  formKey: number;
}

/** The Add Event dialog, shared by the dashboard, the calendar and the children screen. Loaded lazily by its users. */
export default function AddEventDialog({ open, onOpenChange, preset, formKey }: AddEventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{preset.heading ?? (preset.event ? EVENT_COPY.editHeading : COPY.dashboard.addEvent)}</DialogTitle>
          <DialogDescription>{preset.event ? EVENT_COPY.editDescription : EVENT_COPY.addDescription}</DialogDescription>
        </DialogHeader>
        <AddEventForm key={formKey} preset={preset} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
