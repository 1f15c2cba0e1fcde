import { useId } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import type { TimelineEntry } from '@common/schemas/timeline';
import { FormFooter } from '@/components/form/form-footer';
import { EntryFields } from './entry-fields';
import { EntryPhotoPicker } from './entry-photo-picker';
import { PrivateEntrySwitch } from './private-entry-switch';
import { SuggestionsPanel } from './suggestions-panel';
import { TIMELINE_COPY } from './timeline-copy';
import { useEntryForm } from './use-entry-form';
import { useEntrySubmit } from './use-entry-submit';

interface EntryFormProps {
  childId: string;
  /** The entry to edit; absent to add one. */
  entry?: TimelineEntry;
  aiEnabled: boolean;
  /** Called with the saved entry. */
  onDone: (saved: TimelineEntry) => void;
  onCancel: () => void;
}

/** Add or edit a timeline entry (SPEC.md sections 2, 4 and 5), with AI suggestions and an optional photo. */
export function EntryForm({ childId, entry, aiEnabled, onDone, onCancel }: EntryFormProps) {
  const id = useId();
  const form = useEntryForm(entry, aiEnabled);
  const save = useEntrySubmit({ entry, childId, onDone });
  return (
    <form
      className="grid gap-4"
      onSubmit={save.submit(form.values)}
      noValidate
      aria-label={entry ? TIMELINE_COPY.editEntryLabel(entry.title) : TIMELINE_COPY.newEntry}
    >
      <EntryFields id={id} form={form} errors={save.errors} clearError={save.clearError} />
      <EntryPhotoPicker
        currentUrl={save.removePhoto ? null : (entry?.photoUrl ?? null)}
        photo={save.photo}
        error={save.photoError}
        onChange={save.choosePhoto}
        onRemoveCurrent={save.removeCurrentPhoto}
      />
      <PrivateEntrySwitch id={`${id}-private`} checked={form.values.isPrivate} onChange={form.setPrivate} />
      {aiEnabled ? (
        <SuggestionsPanel suggestions={form.suggestions} loading={form.loading} />
      ) : (
        <p className="text-xs text-muted-foreground">{SCREEN_COPY.timeline.aiDisabled}</p>
      )}
      <FormFooter
        submitLabel={entry ? TIMELINE_COPY.saveChanges : SCREEN_COPY.timeline.addEntry}
        pending={save.pending}
        error={save.formError}
        onCancel={onCancel}
      />
    </form>
  );
}
