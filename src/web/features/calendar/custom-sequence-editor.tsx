import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CUSTOM_SEQUENCE_MAX_DAYS, CUSTOM_SEQUENCE_MIN_DAYS, type CustodySide } from './calendar-types';
import { CALENDAR_COPY } from './calendar-copy';

/** A repeating sequence of days; each day toggles between the starting parent (A) and the other (B). */
export function CustomSequenceEditor({
  value,
  onChange,
  names,
}: {
  value: CustodySide[];
  onChange: (next: CustodySide[]) => void;
  names: [string, string];
}) {
  const toggle = (i: number) => onChange(value.map((side, j) => (j === i ? (side === 'first' ? 'second' : 'first') : side)));
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        Day 1 is the start date. Press a day to switch it between {names[0]} (A) and {names[1]} (B); the sequence then repeats.
      </p>
      <ol className="flex flex-wrap gap-1.5" aria-label={CALENDAR_COPY.customSequence}>
        {value.map((side, i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => toggle(i)}
              aria-label={CALENDAR_COPY.sequenceDay(i + 1, side === 'first' ? names[0] : names[1])}
              className={cn(
                'flex size-10 flex-col items-center justify-center rounded-md border text-xs font-bold focus-visible:outline-2 focus-visible:outline-ring',
                side === 'first'
                  ? 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100'
                  : 'bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100',
              )}
            >
              <span className="text-[10px] font-normal">{i + 1}</span>
              {side === 'first' ? 'A' : 'B'}
            </button>
          </li>
        ))}
      </ol>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={value.length >= CUSTOM_SEQUENCE_MAX_DAYS}
          onClick={() => onChange([...value, value[value.length - 1] ?? 'first'])}
        >
          <Plus aria-hidden="true" />
          {CALENDAR_COPY.addDay}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={value.length <= CUSTOM_SEQUENCE_MIN_DAYS}
          onClick={() => onChange(value.slice(0, -1))}
        >
          <Minus aria-hidden="true" />
          {CALENDAR_COPY.removeLastDay}
        </Button>
      </div>
    </div>
  );
}
