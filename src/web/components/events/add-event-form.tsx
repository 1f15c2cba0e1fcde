import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { COPY } from '@common/copy';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { childrenQuery } from '@/lib/queries/children';
import { eventsQuery } from '@/lib/queries/events';
import { familyQuery } from '@/lib/queries/family';
import type { EventPreset } from './add-event-dialog';
import { BOTH, buildEventBody, initialFormState, NONE, type EventFormState, type EventRequestBody } from './event-form-state';
import { seriesIdOf, type CalendarOccurrence } from './event-occurrence';
import { EVENT_TYPE_OPTIONS } from './event-type-style';
import { LabeledSelect } from './labeled-select';
import { RecurrenceFields } from './recurrence-fields';

/** Add an event, or edit one (PATCH of its series) when `preset.event` is given. */
export function AddEventForm({ preset, onDone, onCancel }: { preset: EventPreset; onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const children = useQuery(childrenQuery());
  const family = useQuery(familyQuery());
  const editing = preset.event;
  const [state, setState] = useState<EventFormState>(() => initialFormState(preset, editing));
  const patch = (change: Partial<EventFormState>) => setState((s) => ({ ...s, ...change }));
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: EventRequestBody) =>
      editing
        ? apiJson<CalendarOccurrence>('PATCH', `/api/events/${encodeURIComponent(seriesIdOf(editing))}`, body)
        : apiJson<CalendarOccurrence>('POST', '/api/events', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventsQuery().queryKey });
      toast({ title: COPY.toast.success, description: editing ? 'Event updated.' : COPY.dashboard.eventAdded });
      onDone();
    },
    onError: (error) => setFormError(errorMessage(error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body = buildEventBody(state);
    if (typeof body === 'string') setFormError(body);
    else save.mutate(body);
  };

  const parents = (family.data?.members ?? []).filter((m) => m.role === 'parent');
  const parentOptions = [
    { value: NONE, label: 'Not assigned' },
    ...parents.map((m) => ({ value: m.userId, label: m.name })),
    { value: BOTH, label: 'Both' },
  ];
  const childOptions = [{ value: NONE, label: 'No specific child' }, ...(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))];
  const inputType = state.allDay ? 'date' : 'datetime-local';
  const errorId = `${id}-error`;
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-describedby={formError ? errorId : undefined}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={state.title}
          onChange={(e) => patch({ title: e.target.value })}
          required
          maxLength={200}
          placeholder="e.g. School pickup"
        />
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-allday`}
          checked={state.allDay}
          onCheckedChange={(allDay) =>
            patch({
              allDay,
              start: allDay ? state.start.slice(0, 10) : `${state.start.slice(0, 10)}T09:00`,
              end: allDay ? state.end.slice(0, 10) : `${state.end.slice(0, 10)}T10:00`,
            })
          }
        />
        <Label htmlFor={`${id}-allday`}>All day</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-start`}>Start</Label>
          <Input id={`${id}-start`} type={inputType} value={state.start} onChange={(e) => patch({ start: e.target.value })} required />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-end`}>End</Label>
          <Input id={`${id}-end`} type={inputType} value={state.end} onChange={(e) => patch({ end: e.target.value })} required />
        </div>
      </div>
      {editing?.isRecurring && (
        <p className="text-sm text-muted-foreground">
          Changes apply to the occurrences still to come; those that already happened stay as they were.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledSelect
          id={`${id}-type`}
          label="Type"
          value={state.eventType}
          options={EVENT_TYPE_OPTIONS}
          onChange={(value) => patch({ eventType: EVENT_TYPE_OPTIONS.find((o) => o.value === value)?.value ?? state.eventType })}
        />
        <LabeledSelect
          id={`${id}-child`}
          label="Child (optional)"
          value={state.childId}
          options={childOptions}
          onChange={(childId) => patch({ childId })}
          disabled={children.isLoading}
        />
        <LabeledSelect
          id={`${id}-parent`}
          label="Assigned parent"
          value={state.assignedParent}
          options={parentOptions}
          onChange={(assignedParent) => patch({ assignedParent })}
          disabled={family.isLoading}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-location`}>Location (optional)</Label>
          <Input id={`${id}-location`} value={state.location} onChange={(e) => patch({ location: e.target.value })} maxLength={300} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea
          id={`${id}-description`}
          value={state.description}
          onChange={(e) => patch({ description: e.target.value })}
          maxLength={5000}
        />
      </div>
      <RecurrenceFields id={id} state={state} onChange={patch} />
      {formError && (
        <p id={errorId} role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : editing ? 'Save Changes' : COPY.dashboard.addEvent}
        </Button>
      </DialogFooter>
    </form>
  );
}
