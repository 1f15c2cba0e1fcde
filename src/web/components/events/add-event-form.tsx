import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { EVENT_TYPES, type EventType } from '@common/constants';
import { COPY } from '@common/copy';
import type { Child } from '@common/schemas/children';
import type { CalendarEvent, CreateEventRequest } from '@common/schemas/events';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { dateTimeLocalToIso, nextHourSlot } from '@/lib/datetime-local';
import { CHILDREN_KEY, EVENTS_KEY } from '@/lib/query-keys';
import type { EventPreset } from './add-event-dialog';
import { EVENT_TYPE_OPTIONS } from './event-type-style';

const NO_CHILD = 'none';

export function AddEventForm({ preset, onDone, onCancel }: { preset: EventPreset; onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const children = useQuery<Child[]>({ queryKey: CHILDREN_KEY });
  const [slot] = useState(() => nextHourSlot());
  const [title, setTitle] = useState(preset.title ?? '');
  const [start, setStart] = useState(slot.start);
  const [end, setEnd] = useState(slot.end);
  const [eventType, setEventType] = useState<EventType>(preset.eventType ?? 'custody');
  const [childId, setChildId] = useState(NO_CHILD);
  const [formError, setFormError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (body: CreateEventRequest) => apiJson<CalendarEvent>('POST', '/api/events', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
      toast({ title: COPY.toast.success, description: COPY.dashboard.eventAdded });
      onDone();
    },
    onError: (error) => setFormError(errorMessage(error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const startTime = dateTimeLocalToIso(start);
    const endTime = dateTimeLocalToIso(end);
    if (!title.trim() || !startTime || !endTime) {
      setFormError('Please fill in a title, a start and an end.');
      return;
    }
    create.mutate({ title: title.trim(), startTime, endTime, eventType, childId: childId === NO_CHILD ? null : childId });
  };

  const errorId = `${id}-error`;
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-describedby={formError ? errorId : undefined}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} placeholder="e.g. School pickup" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-start`}>Start</Label>
          <Input id={`${id}-start`} type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} required />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-end`}>End</Label>
          <Input id={`${id}-end`} type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} required />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <Select value={eventType} onValueChange={(value) => setEventType(EVENT_TYPES.find((t) => t === value) ?? eventType)}>
            <SelectTrigger id={`${id}-type`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {EVENT_TYPE_OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-child`}>Child (optional)</Label>
          <Select value={childId} onValueChange={setChildId} disabled={children.isLoading}>
            <SelectTrigger id={`${id}-child`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_CHILD}>No specific child</SelectItem>
              {(children.data ?? []).map((child) => (
                <SelectItem key={child.id} value={child.id}>
                  {child.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {formError && (
        <p id={errorId} role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : COPY.dashboard.addEvent}
        </Button>
      </DialogFooter>
    </form>
  );
}
