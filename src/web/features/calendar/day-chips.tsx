import { cn } from '@/lib/utils';
import { viewerFormat } from '@/lib/viewer-format';
import { CALENDAR_COPY } from './calendar-copy';

/** Toggle buttons for a set of days ('YYYY-MM-DD'), used to pick swap dates. */
export function DayChips({
  label,
  days,
  selected,
  onChange,
}: {
  label: string;
  days: string[];
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  if (!days.length) return <p className="text-sm text-muted-foreground">{CALENDAR_COPY.swap.noDays}</p>;
  return (
    <div role="group" aria-label={label} className="flex max-h-40 flex-wrap gap-1.5 overflow-y-auto p-0.5">
      {days.map((day) => {
        const on = selected.includes(day);
        return (
          <button
            key={day}
            type="button"
            aria-pressed={on}
            aria-label={viewerFormat.fullDate(day)}
            onClick={() => onChange(on ? selected.filter((d) => d !== day) : [...selected, day].sort())}
            className={cn(
              'rounded-md border px-2 py-1 text-xs focus-visible:outline-2 focus-visible:outline-ring',
              on ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
            )}
          >
            {viewerFormat.weekdayDate(day)}
          </button>
        );
      })}
    </div>
  );
}
