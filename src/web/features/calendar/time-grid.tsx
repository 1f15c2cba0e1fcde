import { useEffect, useRef } from 'react';
import { eventTypeStyle } from '@/components/events/event-type-style';
import { cn } from '@/lib/utils';
import { viewerFormat } from '@/lib/viewer-format';
import { addDays, sameDay, toYmd } from './calendar-dates';
import { timeLabel, type CalendarItem } from './calendar-items';
import { initialOf } from './custody-tint';
import { EventChip } from './event-chip';
import { layoutOverlaps } from './layout-overlaps';
import type { DayCustody } from './month-grid';
import { CALENDAR_COPY } from './calendar-copy';

const HOUR_PX = 48;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

interface TimeGridProps {
  days: Date[];
  today: Date;
  items: Map<string, CalendarItem[]>;
  custody: Map<string, DayCustody>;
  onOpenItem: (item: CalendarItem) => void;
  onOpenDay?: (day: Date) => void;
}

/** Week and day views: an all-day row, then hour rows with events placed by time, overlaps side by side. */
export function TimeGrid({ days, today, items, custody, onOpenItem, onOpenDay }: TimeGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 7 * HOUR_PX;
  }, []);
  const columns = `3.5rem repeat(${days.length}, minmax(0, 1fr))`;
  return (
    <div className="overflow-hidden rounded-lg border" role="group" aria-label={days.length === 1 ? CALENDAR_COPY.day : CALENDAR_COPY.week}>
      <div className="grid border-b bg-muted/40" style={{ gridTemplateColumns: columns }}>
        <div className="p-1 text-right text-[10px] text-muted-foreground self-end">{CALENDAR_COPY.allDay}</div>
        {days.map((day) => {
          const care = custody.get(toYmd(day));
          const label = (
            <>
              <span className="block text-[10px] font-medium uppercase">{viewerFormat.weekday(toYmd(day))}</span>
              <span className="block text-sm">{day.getDate()}</span>
            </>
          );
          const headClass = cn('rounded px-1 text-center font-semibold leading-tight', sameDay(day, today) && 'text-primary');
          return (
            <div key={toYmd(day)} className={cn('grid min-w-0 content-start gap-0.5 border-l p-0.5 sm:p-1', care?.parent.tint.cell)}>
              <div className="flex flex-col items-center gap-0.5">
                {onOpenDay ? (
                  <button
                    type="button"
                    onClick={() => onOpenDay(day)}
                    className={cn(headClass, 'hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring')}
                  >
                    {label}
                  </button>
                ) : (
                  <span className={headClass}>{label}</span>
                )}
                {care && (
                  <span
                    className={cn('rounded px-1 text-[10px] font-bold', care.parent.tint.badge)}
                    title={CALENDAR_COPY.withParent(care.parent.name)}
                  >
                    {initialOf(care.parent.name)}
                    <span className="sr-only"> With {care.parent.name}</span>
                  </span>
                )}
              </div>
              {(items.get(toYmd(day)) ?? [])
                .filter((i) => i.allDay)
                .map((item) => (
                  <EventChip key={item.key} item={item} onOpen={onOpenItem} />
                ))}
            </div>
          );
        })}
      </div>
      <div ref={scroller} className="max-h-[36rem] overflow-y-auto">
        <div className="relative grid" style={{ gridTemplateColumns: columns, height: 24 * HOUR_PX }}>
          <div className="relative">
            {HOURS.map((h) => (
              <div key={h} className="absolute right-1 -translate-y-2 text-[10px] text-muted-foreground" style={{ top: h * HOUR_PX }}>
                {h > 0 ? viewerFormat.hour(h) : ''}
              </div>
            ))}
          </div>
          {days.map((day) => (
            <DayColumn key={toYmd(day)} day={day} items={(items.get(toYmd(day)) ?? []).filter((i) => !i.allDay)} onOpenItem={onOpenItem} />
          ))}
        </div>
      </div>
    </div>
  );
}

function DayColumn({ day, items, onOpenItem }: { day: Date; items: CalendarItem[]; onOpenItem: (item: CalendarItem) => void }) {
  const dayStart = day.getTime();
  const dayEnd = addDays(day, 1).getTime();
  const placed = layoutOverlaps(
    items.map((item) => ({
      id: item.key,
      item,
      start: Math.max(Date.parse(item.startTime), dayStart),
      end: Math.min(Math.max(Date.parse(item.endTime), Date.parse(item.startTime) + 15 * 60_000), dayEnd),
    })),
  );
  return (
    <div className="relative border-l">
      {HOURS.map((h) => (
        <div key={h} className="absolute inset-x-0 border-t border-border/60" style={{ top: h * HOUR_PX }} aria-hidden="true" />
      ))}
      {placed.map(({ item: { item, start, end }, column, columns }) => {
        const style = eventTypeStyle(item.eventType);
        const top = ((start - dayStart) / 3_600_000) * HOUR_PX;
        const height = Math.max(((end - start) / 3_600_000) * HOUR_PX, 20);
        return (
          <button
            key={item.key}
            type="button"
            onClick={() => onOpenItem(item)}
            className={cn(
              'absolute overflow-hidden rounded border-l-4 px-1 py-0.5 text-left text-xs hover:ring-1 hover:ring-ring focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-ring',
              style.badge,
            )}
            style={{
              top,
              height,
              left: `calc(${(column / columns) * 100}% + 1px)`,
              width: `calc(${100 / columns}% - 2px)`,
              borderLeftColor: 'currentColor',
            }}
          >
            <span className="block truncate font-medium">{item.title}</span>
            <span className="block truncate">
              {timeLabel(item.startTime)} – {timeLabel(item.endTime)}
            </span>
            <span className="sr-only">, {style.label}</span>
          </button>
        );
      })}
    </div>
  );
}
