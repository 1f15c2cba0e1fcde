import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { CalendarView } from './calendar-dates';
import { CALENDAR_COPY } from './calendar-copy';

const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'month', label: CALENDAR_COPY.views.month },
  { value: 'week', label: CALENDAR_COPY.views.week },
  { value: 'day', label: CALENDAR_COPY.views.day },
];
const STEP_NAME: Record<CalendarView, string> = { month: 'month', week: 'week', day: 'day' };

interface ToolbarProps {
  view: CalendarView;
  title: string;
  onView: (view: CalendarView) => void;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
}

/** Previous / Today / next, the visible period, and the month / week / day toggle. */
export function CalendarToolbar({ view, title, onView, onStep, onToday }: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon-sm" onClick={() => onStep(-1)} aria-label={CALENDAR_COPY.previous(STEP_NAME[view])}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" onClick={onToday}>
          {CALENDAR_COPY.today}
        </Button>
        <Button variant="outline" size="icon-sm" onClick={() => onStep(1)} aria-label={CALENDAR_COPY.next(STEP_NAME[view])}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <h2 className="ml-1 text-base font-semibold sm:text-lg" aria-live="polite">
          {title}
        </h2>
      </div>
      <div role="group" aria-label={CALENDAR_COPY.viewGroup} className="inline-flex rounded-lg bg-muted p-1">
        {VIEWS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => onView(value)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring',
              view === value && 'bg-background text-foreground shadow-sm',
            )}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
