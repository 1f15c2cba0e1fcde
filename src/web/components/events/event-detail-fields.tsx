import { useQuery } from '@tanstack/react-query';
import type { FieldErrors } from '@common/forms/field-errors';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { childrenQuery } from '@/lib/queries/children';
import { familyQuery } from '@/lib/queries/family';
import { EVENT_COPY } from './event-copy';
import { BOTH, NONE, type EventFormState } from './event-form-state';
import { EVENT_TYPE_OPTIONS } from './event-type-style';

interface EventDetailFieldsProps {
  id: string;
  state: EventFormState;
  errors: Partial<FieldErrors>;
  onChange: (patch: Partial<EventFormState>) => void;
}

/** The event's type, child, assigned parent, location and description. */
export function EventDetailFields({ id, state, errors, onChange }: EventDetailFieldsProps) {
  const children = useQuery(childrenQuery());
  const family = useQuery(familyQuery());
  const parents = (family.data?.members ?? []).filter((m) => m.role === 'parent');
  const parentOptions = [
    { value: NONE, label: EVENT_COPY.notAssigned },
    ...parents.map((m) => ({ value: m.userId, label: m.name })),
    { value: BOTH, label: EVENT_COPY.both },
  ];
  const childOptions = [{ value: NONE, label: EVENT_COPY.noChild }, ...(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-type`} label={EVENT_COPY.type} error={errors.eventType}>
          <Select
            value={state.eventType}
            options={EVENT_TYPE_OPTIONS}
            onValueChange={(value) => onChange({ eventType: EVENT_TYPE_OPTIONS.find((o) => o.value === value)?.value ?? state.eventType })}
          />
        </FormField>
        <FormField id={`${id}-child`} label={EVENT_COPY.child} error={errors.childId}>
          <Select
            value={state.childId}
            options={childOptions}
            onValueChange={(childId) => onChange({ childId })}
            disabled={children.isLoading}
          />
        </FormField>
        <FormField id={`${id}-parent`} label={EVENT_COPY.parent} error={errors.assignedParent}>
          <Select
            value={state.assignedParent}
            options={parentOptions}
            onValueChange={(assignedParent) => onChange({ assignedParent })}
            disabled={family.isLoading}
          />
        </FormField>
        <FormField id={`${id}-location`} label={EVENT_COPY.location} error={errors.location}>
          <Input value={state.location} onChange={(e) => onChange({ location: e.target.value })} maxLength={300} />
        </FormField>
      </div>
      <FormField id={`${id}-description`} label={EVENT_COPY.description} error={errors.description}>
        <Textarea value={state.description} onChange={(e) => onChange({ description: e.target.value })} maxLength={5000} />
      </FormField>
    </>
  );
}
