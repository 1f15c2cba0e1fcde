import { EVENT_TYPES } from '@common/constants';
import { eventTypeStyle } from '@/components/events/event-type-style';
import { cn } from '@/lib/utils';
import { initialOf, type ParentKey } from './custody-tint';
import { CALENDAR_COPY } from './calendar-copy';

/** Event types with their colours, 'other' as a generic event, and whose day each tint means. */
export function CalendarLegend({ parents }: { parents: ParentKey[] }) {
  const types = [...EVENT_TYPES, 'other'];
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2 text-xs" aria-label={CALENDAR_COPY.legend} role="group">
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {types.map((type) => {
          const style = eventTypeStyle(type);
          return (
            <li key={type} className="flex items-center gap-1.5">
              <span className={cn('size-2.5 rounded-full', style.bar)} aria-hidden="true" />
              {style.label}
            </li>
          );
        })}
      </ul>
      {parents.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {parents.map((p) => (
            <li key={p.parentId} className="flex items-center gap-1.5">
              <span
                className={cn('flex h-4 w-5 items-center justify-center rounded border text-[10px] font-bold', p.tint.cell, p.tint.badge)}
                aria-hidden="true"
              >
                {initialOf(p.name)}
              </span>
              {CALENDAR_COPY.parentDays(p.name)}
            </li>
          ))}
          <li className="text-muted-foreground">{CALENDAR_COPY.swappedDay}</li>
        </ul>
      )}
    </div>
  );
}
