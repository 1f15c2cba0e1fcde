import { lazy, Suspense, useId, useState } from 'react';
import { COPY } from '@common/copy';
import { FormFooter } from '@/components/form/form-footer';
import type { EventPreset } from './add-event-dialog';
import { EVENT_COPY } from './event-copy';
import { EventDetailFields } from './event-detail-fields';
import { initialFormState, type EventFormState } from './event-form-state';
import { EventWhenFields } from './event-when-fields';
import { RecurrenceFields } from './recurrence-fields';
import { useEventSubmit } from './use-event-submit';

const EventConflictWarning = lazy(() => import('./event-conflict-warning'));

/** Add an event, or edit one (PATCH of its series) when `preset.event` is given. */
export function AddEventForm({ preset, onDone, onCancel }: { preset: EventPreset; onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const editing = preset.event;
  const save = useEventSubmit(editing, onDone);
  const [state, setState] = useState<EventFormState>(() => initialFormState(preset, editing));
  const patch = (change: Partial<EventFormState>) => setState((s) => ({ ...s, ...change }));
  const errorId = `${id}-error`;
  const formError = save.formError ?? save.errors.recurrence ?? null;
  return (
    <form className="grid gap-4" onSubmit={save.submit(state)} noValidate aria-describedby={formError ? errorId : undefined}>
      <EventWhenFields id={id} state={state} errors={save.errors} onChange={patch} />
      {editing?.isRecurring && <p className="text-sm text-muted-foreground">{EVENT_COPY.seriesNote}</p>}
      <EventDetailFields id={id} state={state} errors={save.errors} onChange={patch} />
      <RecurrenceFields id={id} state={state} onChange={patch} />
      {!editing && (
        <Suspense fallback={null}>
          <EventConflictWarning state={state} />
        </Suspense>
      )}
      <FormFooter
        submitLabel={editing ? EVENT_COPY.saveChanges : COPY.dashboard.addEvent}
        pending={save.pending}
        error={formError}
        errorId={errorId}
        onCancel={onCancel}
      />
    </form>
  );
}
