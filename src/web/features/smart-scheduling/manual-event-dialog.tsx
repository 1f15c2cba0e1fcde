import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { calendarEventsQuery } from '@/lib/queries/events';
import { scheduleAnalysesQuery } from '@/lib/queries/smart-scheduling';
import { SMART_SCHEDULING_COPY as COPY } from './smart-scheduling-copy';

const AddEventDialog = lazy(() => import('@/components/events/add-event-dialog'));

const DAY = 86_400_000;

/** 'Manual': the conflict's event opens in the Edit Event dialog, for the parent to change it themselves. */
export function ManualEventDialog({
  eventId,
  period,
  formKey,
  onClose,
}: {
  eventId: string;
  period: { from: string; to: string };
  formKey: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const range = {
    from: new Date(Date.parse(`${period.from}T00:00:00Z`) - 2 * DAY).toISOString(),
    to: new Date(Date.parse(`${period.to}T00:00:00Z`) + 3 * DAY).toISOString(),
  };
  const events = useQuery(calendarEventsQuery(range));
  if (!events.data) return null;
  const event = events.data.find((e) => e.id === eventId);
  if (!event)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {COPY.eventNotFound}
      </p>
    );
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      void queryClient.invalidateQueries({ queryKey: scheduleAnalysesQuery().queryKey });
      onClose();
    }
  };
  return (
    <Suspense fallback={null}>
      <AddEventDialog open={open} onOpenChange={close} preset={{ event }} formKey={formKey} />
    </Suspense>
  );
}
