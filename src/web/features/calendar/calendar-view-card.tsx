import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useIsMobile } from '@/lib/use-mobile';
import { useWidth } from '@/lib/use-width';
import { viewerFormat } from '@/lib/viewer-format';
import { AgendaList } from './agenda-list';
import { sameMonth, startOfDay, toYmd, viewTitle, visibleDays, type CalendarView } from './calendar-dates';
import { itemsByDay, toItems, type CalendarItem } from './calendar-items';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar } from './calendar-toolbar';
import type { ParentKey } from './custody-tint';
import { MonthGrid, type DayCustody } from './month-grid';
import { TimeGrid } from './time-grid';
import { useCustodyCalendar, useRangeEvents } from './use-calendar-data';
import { CALENDAR_COPY } from './calendar-copy';

/** Narrower than this (a phone, or a small window beside the open sidebar), day cells are too small for titles. */
const COMPACT_BELOW_PX = 560;

interface Props {
  view: CalendarView;
  cursor: Date;
  parents: ParentKey[];
  onView: (view: CalendarView) => void;
  onCursor: (cursor: Date) => void;
  onStep: (direction: 1 | -1) => void;
  onOpenItem: (item: CalendarItem) => void;
}

/** The calendar itself: toolbar, the month grid (and an agenda when compact), a time grid or the week as a list, legend. */
export function CalendarViewCard({ view, cursor, parents, onView, onCursor, onStep, onOpenItem }: Props) {
  const days = useMemo(() => visibleDays(view, cursor), [view, cursor]);
  const events = useRangeEvents(days);
  const custody = useCustodyCalendar(days);
  const today = startOfDay(new Date());
  const items = useMemo(
    () => itemsByDay(toItems(events.data ?? [], custody.data?.exchanges ?? []), days),
    [events.data, custody.data, days],
  );
  const custodyByDate = useMemo(() => {
    const map = new Map<string, DayCustody>();
    for (const day of custody.data?.days ?? []) {
      const parent = parents.find((p) => p.parentId === day.parentId);
      if (parent) map.set(day.date, { parent, swapped: day.swapped });
    }
    return map;
  }, [custody.data, parents]);
  const openDay = (day: Date) => {
    onCursor(day);
    onView('day');
  };
  const { ref: boxRef, width: boxWidth } = useWidth<HTMLDivElement>(COMPACT_BELOW_PX);
  const compact = useIsMobile() || boxWidth < COMPACT_BELOW_PX;
  // When compact, the month's agenda lists what is left of the current month, or all of another month.
  const thisMonth = sameMonth(cursor, today);
  const agendaDays = days.filter((day) => day.getMonth() === cursor.getMonth() && (!thisMonth || day >= today));
  const noEvents = !events.isLoading && !events.isError && (events.data ?? []).length === 0;

  return (
    <Card className="gap-4 py-4">
      <CardContent ref={boxRef} className="grid gap-4 px-3 sm:px-6">
        <CalendarToolbar view={view} title={viewTitle(view, cursor)} onView={onView} onStep={onStep} onToday={() => onCursor(today)} />
        {events.isError && (
          <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {errorMessage(events.error, CALENDAR_COPY.loadEventsError)}
            <Button size="sm" variant="outline" onClick={() => void events.refetch()}>
              {CALENDAR_COPY.tryAgain}
            </Button>
          </div>
        )}
        {events.isLoading ? (
          <div role="status" aria-label={CALENDAR_COPY.loadingCalendar} className="grid gap-2">
            <Skeleton className="h-6" />
            <Skeleton className="h-80" />
          </div>
        ) : view === 'month' ? (
          <>
            <MonthGrid
              days={days}
              month={cursor.getMonth()}
              today={today}
              items={items}
              custody={custodyByDate}
              compact={compact}
              onOpenItem={onOpenItem}
              onOpenDay={openDay}
            />
            {compact && (
              <AgendaList
                label={CALENDAR_COPY.agenda.label}
                days={agendaDays}
                today={today}
                items={items}
                custody={custodyByDate}
                onOpenItem={onOpenItem}
                onOpenDay={openDay}
                note={thisMonth ? CALENDAR_COPY.agenda.fromToday : undefined}
                emptyText={thisMonth && !noEvents ? CALENDAR_COPY.agenda.nothing : undefined}
              />
            )}
          </>
        ) : view === 'week' && compact ? (
          <AgendaList
            label={CALENDAR_COPY.week}
            days={days}
            today={today}
            items={items}
            custody={custodyByDate}
            onOpenItem={onOpenItem}
            onOpenDay={openDay}
            showEmptyDays
          />
        ) : (
          <TimeGrid
            days={days}
            today={today}
            items={items}
            custody={custodyByDate}
            onOpenItem={onOpenItem}
            onOpenDay={view === 'week' ? openDay : undefined}
          />
        )}
        {noEvents && (
          <p className="text-center text-sm text-muted-foreground" data-testid="calendar-empty">
            {CALENDAR_COPY.noEventsText(
              view === 'day' ? CALENDAR_COPY.noEvents.day(viewerFormat.fullDate(toYmd(cursor))) : CALENDAR_COPY.noEvents[view],
            )}
          </p>
        )}
        <CalendarLegend parents={parents} />
      </CardContent>
    </Card>
  );
}
