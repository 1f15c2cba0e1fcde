import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { WEEKDAY_CODES, type WeekdayCode } from './event-occurrence';
import { weekdayOfStart, type EndChoice, type EventFormState, type RepeatChoice } from './event-form-state';
import { FormField } from '@/components/form-field';
import { Select } from '@/components/ui/select';
import { EVENT_COPY } from './event-copy';

const REPEATS: RepeatChoice[] = ['none', 'daily', 'weekly', 'monthly'];
const REPEAT_OPTIONS: { value: RepeatChoice; label: string }[] = REPEATS.map((value) => ({
  value,
  label: EVENT_COPY.repeatOptions[value],
}));
const ENDS: EndChoice[] = ['never', 'until', 'count'];
const END_OPTIONS: { value: EndChoice; label: string }[] = ENDS.map((value) => ({ value, label: EVENT_COPY.endOptions[value] }));
const UNIT: Record<RepeatChoice, string> = EVENT_COPY.units;
const DAY_LABELS: Record<WeekdayCode, string> = EVENT_COPY.dayNames;

type Patch = (patch: Partial<EventFormState>) => void;

/** Repeat: daily, weekly on chosen days or monthly; every N; until a date or a number of times. */
export function RecurrenceFields({ id, state, onChange }: { id: string; state: EventFormState; onChange: Patch }) {
  const toggleDay = (code: WeekdayCode) =>
    onChange({ byWeekday: state.byWeekday.includes(code) ? state.byWeekday.filter((d) => d !== code) : [...state.byWeekday, code] });
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">{EVENT_COPY.repeat}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-repeat`} label={EVENT_COPY.repeats}>
          <Select
            value={state.repeat}
            options={REPEAT_OPTIONS}
            onValueChange={(value) => {
              const repeat = REPEAT_OPTIONS.find((o) => o.value === value)?.value ?? 'none';
              onChange(repeat === 'weekly' && !state.byWeekday.length ? { repeat, byWeekday: [weekdayOfStart(state.start)] } : { repeat });
            }}
          />
        </FormField>
        {state.repeat !== 'none' && (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-interval`}>{EVENT_COPY.every(UNIT[state.repeat], state.interval)}</Label>
            <Input
              id={`${id}-interval`}
              type="number"
              min={1}
              max={30}
              value={state.interval}
              onChange={(e) => onChange({ interval: Number(e.target.value) })}
            />
          </div>
        )}
      </div>
      {state.repeat === 'weekly' && (
        <div role="group" aria-label={EVENT_COPY.onTheseDays} className="flex flex-wrap gap-1.5">
          {WEEKDAY_CODES.map((code) => {
            const on = state.byWeekday.includes(code);
            return (
              <button
                key={code}
                type="button"
                aria-pressed={on}
                aria-label={DAY_LABELS[code]}
                onClick={() => toggleDay(code)}
                className={cn(
                  'size-9 rounded-full border text-xs font-semibold focus-visible:outline-2 focus-visible:outline-ring',
                  on ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
                )}
              >
                {DAY_LABELS[code].slice(0, 2)}
              </button>
            );
          })}
        </div>
      )}
      {state.repeat !== 'none' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`${id}-ends`} label={EVENT_COPY.ends}>
            <Select
              value={state.ends}
              options={END_OPTIONS}
              onValueChange={(value) => onChange({ ends: END_OPTIONS.find((o) => o.value === value)?.value ?? 'never' })}
            />
          </FormField>
          {state.ends === 'until' && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-until`}>{EVENT_COPY.until}</Label>
              <Input id={`${id}-until`} type="date" value={state.until} onChange={(e) => onChange({ until: e.target.value })} />
            </div>
          )}
          {state.ends === 'count' && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-count`}>{EVENT_COPY.times}</Label>
              <Input
                id={`${id}-count`}
                type="number"
                min={1}
                max={730}
                value={state.count}
                onChange={(e) => onChange({ count: Number(e.target.value) })}
              />
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
