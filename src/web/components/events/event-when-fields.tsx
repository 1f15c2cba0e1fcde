import type { FieldErrors } from '@common/forms/field-errors';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useChildNames } from '@/lib/use-child-names';
import { EVENT_COPY } from './event-copy';
import type { EventFormState } from './event-form-state';

interface EventWhenFieldsProps {
  id: string;
  state: EventFormState;
  errors: Partial<FieldErrors>;
  onChange: (patch: Partial<EventFormState>) => void;
}

/** The event's title, and when: all day or not, start and end. */
export function EventWhenFields({ id, state, errors, onChange }: EventWhenFieldsProps) {
  const inputType = state.allDay ? 'date' : 'datetime-local';
  const [firstChild] = useChildNames();
  const setAllDay = (allDay: boolean) =>
    onChange({
      allDay,
      start: allDay ? state.start.slice(0, 10) : `${state.start.slice(0, 10)}T09:00`,
      end: allDay ? state.end.slice(0, 10) : `${state.end.slice(0, 10)}T10:00`,
    });
  return (
    <>
      <FormField id={`${id}-title`} label={EVENT_COPY.title} error={errors.title}>
        <Input
          value={state.title}
          onChange={(e) => onChange({ title: e.target.value })}
          required
          maxLength={200}
          placeholder={EVENT_COPY.titlePlaceholder(firstChild)}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-allday`} checked={state.allDay} onCheckedChange={setAllDay} />
        <Label htmlFor={`${id}-allday`}>{EVENT_COPY.allDay}</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-start`} label={EVENT_COPY.start} error={errors.startTime}>
          <Input type={inputType} value={state.start} onChange={(e) => onChange({ start: e.target.value })} required />
        </FormField>
        <FormField id={`${id}-end`} label={EVENT_COPY.end} error={errors.endTime}>
          <Input type={inputType} value={state.end} onChange={(e) => onChange({ end: e.target.value })} required />
        </FormField>
      </div>
    </>
  );
}
