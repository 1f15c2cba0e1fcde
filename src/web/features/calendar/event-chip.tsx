import { eventTypeStyle } from '@/components/events/event-type-style';
import { cn } from '@/lib/utils';
import { timeLabel, type CalendarItem } from './calendar-items';
import { CALENDAR_COPY } from './calendar-copy';

/** A compact event button in a month cell or the all-day row. */
export function EventChip({ item, onOpen, className }: { item: CalendarItem; onOpen: (item: CalendarItem) => void; className?: string }) {
  const style = eventTypeStyle(item.eventType);
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      title={item.allDay ? item.title : CALENDAR_COPY.chipTitle(item.title, timeLabel(item.startTime))}
      className={cn(
        'flex w-full min-w-0 items-center gap-1 rounded px-1 py-0.5 text-left text-xs font-medium hover:ring-1 hover:ring-ring focus-visible:outline-2 focus-visible:outline-ring',
        style.badge,
        className,
      )}
    >
      <span className={cn('size-1.5 shrink-0 rounded-full', style.bar)} aria-hidden="true" />
      {/* relative: the screen-reader text inside is clipped with the title, not left sticking out past the cell. */}
      <span className="relative truncate">
        {item.title}
        {item.allDay ? (
          <span className="sr-only">{CALENDAR_COPY.allDaySr}</span>
        ) : (
          <span className="font-normal"> · {timeLabel(item.startTime)}</span>
        )}
        <span className="sr-only">{CALENDAR_COPY.srStyle(style.label)}</span>
      </span>
    </button>
  );
}
