import { eventTypeStyle } from '@/components/events/event-type-style';
import { cn } from '@/lib/utils';
import { viewerFormat } from '@/lib/viewer-format';
import { sameDay, toYmd } from './calendar-dates';
import { timeLabel, type CalendarItem } from './calendar-items';
import type { ParentKey } from './custody-tint';
import { CALENDAR_COPY } from './calendar-copy';

interface AgendaListProps {
  label: string;
  days: Date[];
  today: Date;
  items: Map<string, CalendarItem[]>;
  custody: Map<string, { parent: ParentKey; swapped: boolean }>;
  onOpenItem: (item: CalendarItem) => void;
  onOpenDay: (day: Date) => void;
  /** Days without events are listed too (a week), or left out (a month's agenda). */
  showEmptyDays?: boolean;
  /** A line above the days, such as 'From today'. */
  note?: string;
  /** Shown when no day has anything; without it an empty agenda shows nothing. */
  emptyText?: string;
}

/** When an item happens on `day`: 'All day', its start, or, begun on an earlier day, when it ends. */
function whenOn(item: CalendarItem, day: Date): string {
  if (item.allDay) return CALENDAR_COPY.allDay;
  if (sameDay(new Date(item.startTime), day)) return timeLabel(item.startTime);
  return CALENDAR_COPY.agenda.until(timeLabel(item.endTime));
}

/** The phone calendar's list of days: each day's events and custody handovers, with times and titles in full. */
export function AgendaList(props: AgendaListProps) {
  const { label, days, today, items, custody, onOpenItem, onOpenDay, showEmptyDays = false, note, emptyText } = props;
  const listed = showEmptyDays ? days : days.filter((day) => (items.get(toYmd(day)) ?? []).length > 0);
  if (listed.length === 0 && !emptyText) return null;
  return (
    <section role="group" aria-label={label} className="grid gap-3">
      {note && <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{note}</p>}
      {listed.length === 0 && <p className="text-sm text-muted-foreground">{emptyText}</p>}
      {listed.map((day) => {
        const list = items.get(toYmd(day)) ?? [];
        const care = custody.get(toYmd(day));
        const isToday = sameDay(day, today);
        return (
          <div key={toYmd(day)} className="grid gap-1.5">
            <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
              <button
                type="button"
                onClick={() => onOpenDay(day)}
                aria-current={isToday ? 'date' : undefined}
                className={cn('rounded hover:underline focus-visible:outline-2 focus-visible:outline-ring', isToday && 'text-primary')}
              >
                {viewerFormat.longWeekdayDate(toYmd(day))}
              </button>
              {isToday && <span className="text-xs font-medium text-primary">{CALENDAR_COPY.today}</span>}
              {care && (
                <span className={cn('rounded px-1.5 text-xs font-medium', care.parent.tint.badge)}>
                  {CALENDAR_COPY.withParent(care.parent.name, care.swapped)}
                </span>
              )}
            </h3>
            {list.length === 0 ? (
              <p className="ps-1 text-sm text-muted-foreground">{CALENDAR_COPY.agenda.free}</p>
            ) : (
              <ul className="grid gap-1.5">
                {list.map((item) => {
                  const style = eventTypeStyle(item.eventType);
                  return (
                    <li key={item.key}>
                      <button
                        type="button"
                        onClick={() => onOpenItem(item)}
                        className="flex w-full items-start gap-3 rounded-md border bg-card p-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <span className={cn('mt-0.5 h-4 w-1 shrink-0 self-stretch rounded-full', style.bar)} aria-hidden="true" />
                        <span className="w-16 shrink-0 text-xs leading-5 text-muted-foreground tabular-nums">{whenOn(item, day)}</span>
                        <span className="min-w-0 flex-1 font-medium break-words">
                          {item.title}
                          <span className="sr-only">{CALENDAR_COPY.srStyle(style.label)}</span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
