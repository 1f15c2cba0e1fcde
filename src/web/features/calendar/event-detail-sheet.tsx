import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Archive, Download, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { COPY } from '@common/copy';
import { dateIn } from '@common/format/format';
import { eventTypeStyle } from '@/components/events/event-type-style';
import { seriesIdOf } from '@/components/events/event-occurrence';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { eventsQuery } from '@/lib/queries/events';
import { cn } from '@/lib/utils';
import { viewerFormat } from '@/lib/viewer-format';
import { timeLabel, type CalendarItem } from './calendar-items';
import { describeRecurrence } from './describe-recurrence';
import { CALENDAR_COPY } from './calendar-copy';

/** A handover's check-ins: a chunk of their own, loaded when a handover is opened. */
const ExchangeCheckInSection = lazy(() => import('@/components/check-ins/exchange-check-in-section'));

interface EventDetailSheetProps {
  item: CalendarItem | null;
  parentName: (id: string | null) => string | null;
  onClose: () => void;
  onEdit: (item: CalendarItem) => void;
}

function whenText(item: CalendarItem): string {
  const date = viewerFormat.fullDate(dateIn(item.startTime, viewerFormat.timeZone));
  if (item.allDay) return CALENDAR_COPY.detail.whenAllDay(date);
  return CALENDAR_COPY.detail.whenTimed(date, timeLabel(item.startTime), timeLabel(item.endTime));
}

/** All fields of an event, with Edit, Archive (confirmed; the server refuses the past) and a one-off .ics download. */
export default function EventDetailSheet({ item, parentName, onClose, onEdit }: EventDetailSheetProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const event = item?.event;
  const remove = useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `/api/events/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventsQuery().queryKey });
      toast({ title: COPY.toast.success, description: CALENDAR_COPY.eventArchived });
      onClose();
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const style = eventTypeStyle(item?.eventType ?? 'custody');
  const rows: [string, string | null | undefined][] = event
    ? [
        [CALENDAR_COPY.detail.child, event.childName],
        [CALENDAR_COPY.detail.assignedParent, parentName(event.assignedParent)],
        [CALENDAR_COPY.detail.location, event.location],
        [CALENDAR_COPY.detail.repeats, event.recurrence ? describeRecurrence(event.recurrence) : null],
        [CALENDAR_COPY.detail.description, event.description],
      ]
    : item?.exchange
      ? [
          [CALENDAR_COPY.detail.handover, CALENDAR_COPY.detail.handsOver(item.exchange.fromName, item.exchange.toName)],
          [CALENDAR_COPY.detail.location, item.exchange.place],
        ]
      : [];

  return (
    <Sheet
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          setConfirming(false);
          setError(null);
          onClose();
        }
      }}
    >
      <SheetContent className="w-full max-w-md overflow-y-auto bg-background">
        {item && (
          <>
            <SheetHeader className="pr-10">
              <span className={cn('w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold', style.badge)}>
                {item.exchange ? CALENDAR_COPY.detail.custodyExchange : style.label}
              </span>
              <SheetTitle className="text-lg">{item.title}</SheetTitle>
              <SheetDescription>{whenText(item)}</SheetDescription>
            </SheetHeader>
            <dl className="grid gap-3 px-4 text-sm">
              {rows
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label}>
                    <dt className="font-medium text-muted-foreground">{label}</dt>
                    <dd className="whitespace-pre-wrap">{value}</dd>
                  </div>
                ))}
            </dl>
            {item.exchange && (
              <Suspense fallback={null}>
                <ExchangeCheckInSection at={item.exchange.at} />
              </Suspense>
            )}
            {event && (
              <div className="mt-auto grid gap-2 border-t p-4">
                {error && (
                  <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
                    {error}
                  </p>
                )}
                {confirming ? (
                  <div className="grid gap-2" role="group" aria-label={CALENDAR_COPY.detail.confirmArchive}>
                    <p className="text-sm">{event.isRecurring ? CALENDAR_COPY.detail.archiveSeries : CALENDAR_COPY.detail.archiveOne}</p>
                    <div className="flex gap-2">
                      <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(seriesIdOf(event))}>
                        {remove.isPending ? CALENDAR_COPY.detail.archiving : CALENDAR_COPY.detail.yesArchive}
                      </Button>
                      <Button variant="outline" onClick={() => setConfirming(false)}>
                        {CALENDAR_COPY.detail.keepIt}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <Button onClick={() => onEdit(item)}>
                      <Pencil aria-hidden="true" />
                      {CALENDAR_COPY.detail.edit}
                    </Button>
                    <Button variant="outline" asChild>
                      <a href={`/api/events/${encodeURIComponent(seriesIdOf(event))}/ics`} download>
                        <Download aria-hidden="true" />
                        {CALENDAR_COPY.detail.downloadIcs}
                      </a>
                    </Button>
                    <Button variant="destructive-outline" onClick={() => setConfirming(true)}>
                      <Archive aria-hidden="true" />
                      {CALENDAR_COPY.detail.archive}
                    </Button>
                  </div>
                )}
              </div>
            )}
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
