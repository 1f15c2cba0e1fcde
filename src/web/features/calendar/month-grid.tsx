import { CALENDAR_MAX_EVENTS_PER_DAY } from '@common/constants';
import { eventTypeStyle } from '@/components/events/event-type-style';
import { cn } from '@/lib/utils';
import { viewerFormat } from '@/lib/viewer-format';
import { sameDay, toYmd, WEEKDAY_LONG, WEEKDAY_NAMES } from './calendar-dates';
import type { CalendarItem } from './calendar-items';
import { initialOf, type ParentKey } from './custody-tint';
import { EventChip } from './event-chip';
import { CALENDAR_COPY } from './calendar-copy';

export interface DayCustody {
  parent: ParentKey;
  swapped: boolean;
}

interface MonthGridProps {
  days: Date[];
  month: number;
  today: Date;
  items: Map<string, CalendarItem[]>;
  custody: Map<string, DayCustody>;
  /** Too narrow for titles: each day shows dots, and an agenda below lists the events. */
  compact: boolean;
  onOpenItem: (item: CalendarItem) => void;
  onOpenDay: (day: Date) => void;
}

/** SPEC.md 'Calendar': Sun-Sat month grid, at most 2 events per cell then '+N more'; dots when compact (an agenda lists them). */
export function MonthGrid({ days, month, today, items, custody, compact, onOpenItem, onOpenDay }: MonthGridProps) {
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <table className="w-full table-fixed border-collapse text-sm" aria-label={CALENDAR_COPY.month}>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name, i) => (
            <th key={name} scope="col" className="pb-2 text-center text-xs font-semibold text-muted-foreground">
              <abbr title={WEEKDAY_LONG[i]} className="no-underline">
                {name}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={toYmd(week[0] ?? today)}>
            {week.map((day) => {
              const ymd = toYmd(day);
              const list = items.get(ymd) ?? [];
              const shown = list.slice(0, CALENDAR_MAX_EVENTS_PER_DAY);
              const more = list.length - shown.length;
              const isToday = sameDay(day, today);
              const care = custody.get(ymd);
              const longDate = viewerFormat.fullDate(ymd);
              return (
                <td
                  key={ymd}
                  data-date={ymd}
                  data-custody={care?.parent.parentId}
                  className={cn(
                    'border align-top',
                    compact ? 'h-16 p-0.5' : 'h-28 p-1',
                    care?.parent.tint.cell,
                    day.getMonth() !== month && 'text-muted-foreground/70',
                  )}
                >
                  <div className="flex items-center justify-between gap-0.5">
                    <button
                      type="button"
                      onClick={() => onOpenDay(day)}
                      aria-label={CALENDAR_COPY.dayCell(longDate, isToday, list.length)}
                      aria-current={isToday ? 'date' : undefined}
                      className={cn(
                        'flex size-7 items-center justify-center rounded-full text-xs font-semibold hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                        isToday && 'bg-primary text-primary-foreground hover:bg-primary/90',
                      )}
                    >
                      {day.getDate()}
                    </button>
                    {care && (
                      <span
                        className={cn('rounded px-1 text-[10px] leading-4 font-bold', care.parent.tint.badge)}
                        title={CALENDAR_COPY.withParent(care.parent.name, care.swapped)}
                      >
                        {initialOf(care.parent.name)}
                        {care.swapped && '*'}
                        <span className="sr-only">
                          {' '}
                          With {care.parent.name}
                          {care.swapped ? ' (swapped)' : ''}
                        </span>
                      </span>
                    )}
                  </div>
                  {!compact && (
                    <div className="mt-0.5 grid gap-0.5">
                      {shown.map((item) => (
                        <EventChip key={item.key} item={item} onOpen={onOpenItem} />
                      ))}
                      {more > 0 && (
                        <button
                          type="button"
                          onClick={() => onOpenDay(day)}
                          className="rounded px-1 text-left text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                          aria-label={CALENDAR_COPY.moreOn(more, longDate)}
                        >
                          {CALENDAR_COPY.more(more)}
                        </button>
                      )}
                    </div>
                  )}
                  {compact && list.length > 0 && (
                    <div className="mt-1 flex flex-wrap gap-0.5" aria-hidden="true">
                      {list.slice(0, 3).map((item) => (
                        <span key={item.key} className={cn('size-1.5 rounded-full', eventTypeStyle(item.eventType).bar)} />
                      ))}
                      {list.length > 3 && <span className="text-[10px] leading-none">+{list.length - 3}</span>}
                    </div>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
