import { useState, type FormEvent } from 'react';
import { COPY } from '@common/copy';
import { SCREEN_COPY } from '@common/screen-copy';
import type { TimelineEntry } from '@common/schemas/timeline';
import { parseTagText } from '@common/timeline-rules';
import { useFormErrors } from '@/components/form/use-form-errors';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import type { EntryValues } from './entry-values';
import { TIMELINE_COPY } from './timeline-copy';
import { PhotoNotSavedError, useSaveEntry } from './use-timeline';

/** The request body of the form's values, as POST and PATCH /api/timeline parse it. */
const bodyOf = (values: EntryValues, childId: string) => ({
  title: values.title,
  description: values.description,
  ...(values.timelineType ? { timelineType: values.timelineType } : {}),
  eventDate: values.eventDate,
  childId,
  tags: parseTagText(values.tagsText),
  isPrivate: values.isPrivate,
});

/** The entry form's photo and submit: checks with the route's schema, saves, and keeps the entry's id if only the photo failed. */
export function useEntrySubmit({
  entry,
  childId,
  onDone,
}: {
  entry: TimelineEntry | undefined;
  childId: string;
  /** Called with the saved entry. */
  onDone: (saved: TimelineEntry) => void;
}) {
  const save = useSaveEntry();
  const form = useFormErrors();
  const [savedId, setSavedId] = useState(entry?.id);
  const [photo, setPhoto] = useState<File>();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);

  const submit = (values: EntryValues) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = bodyOf(values, childId);
    // SPEC.md section 5: without a title (or a child) nothing is sent.
    const schema = () =>
      import('@common/schemas/timeline').then((m) => (savedId ? m.updateTimelineEntryRequestSchema : m.createTimelineEntryRequestSchema));
    if (!(await form.check(schema, fields)) || photoError) return;
    save.mutate(
      { ...(savedId ? { id: savedId } : {}), fields, ...(photo ? { photo } : {}), removePhoto },
      {
        onSuccess: (saved) => {
          toast({ title: COPY.toast.success, description: entry ? TIMELINE_COPY.changesSaved : SCREEN_COPY.timeline.entryAdded });
          onDone(saved);
        },
        onError: (error) => {
          if (error instanceof PhotoNotSavedError) {
            setSavedId(error.entry.id);
            setPhotoError(errorMessage(error.cause));
            form.setFormError(TIMELINE_COPY.photoNotSaved(errorMessage(error.cause)));
            return;
          }
          form.showFailure(error);
        },
      },
    );
  };

  return {
    errors: form.errors,
    formError: form.formError,
    clearError: form.clear,
    pending: save.isPending,
    photo,
    photoError,
    removePhoto,
    choosePhoto: (file: File | undefined, problem: string | null) => {
      setPhoto(problem ? undefined : file);
      setPhotoError(problem);
    },
    removeCurrentPhoto: () => setRemovePhoto(true),
    submit,
  };
}
