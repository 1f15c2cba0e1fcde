import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { COPY } from '@common/copy';
import { useFormErrors } from '@/components/form/use-form-errors';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { eventsQuery } from '@/lib/queries/events';
import { EVENT_COPY } from './event-copy';
import { buildEventBody, type EventFormState, type EventRequestBody } from './event-form-state';
import { seriesIdOf, type CalendarOccurrence } from './event-occurrence';

/** Adds an event, or PATCHes the series of `editing`, once the route's schema accepts the body. */
export function useEventSubmit(editing: CalendarOccurrence | undefined, onDone: () => void) {
  const queryClient = useQueryClient();
  const form = useFormErrors();
  const save = useMutation({
    mutationFn: (body: EventRequestBody) =>
      editing
        ? apiJson<CalendarOccurrence>('PATCH', `/api/events/${encodeURIComponent(seriesIdOf(editing))}`, body)
        : apiJson<CalendarOccurrence>('POST', '/api/events', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventsQuery().queryKey });
      toast({ title: COPY.toast.success, description: editing ? EVENT_COPY.updated : COPY.dashboard.eventAdded });
      onDone();
    },
    onError: form.showFailure,
  });

  const submit = (state: EventFormState) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = buildEventBody(state);
    if (typeof body === 'string') {
      form.setErrors({});
      form.setFormError(body);
      return;
    }
    const schema = () => import('@common/schemas/events').then((m) => (editing ? m.updateEventRequestSchema : m.createEventRequestSchema));
    if (await form.check(schema, body)) save.mutate(body);
  };

  return { errors: form.errors, formError: form.formError, pending: save.isPending, submit };
}
