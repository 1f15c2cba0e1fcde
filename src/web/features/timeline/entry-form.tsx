import { useId, useState, type FormEvent } from 'react';
import { COPY } from '@common/copy';
import { SCREEN_COPY } from '@common/screen-copy';
import type { TimelineEntry } from '@common/schemas/timeline';
import { parseTagText, TIMELINE_LIMITS } from '@common/timeline-rules';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { EntryPhotoPicker } from './entry-photo-picker';
import { entryProblems, todayLocal } from './entry-values';
import { serverFieldErrors, type FieldErrors } from './form-errors';
import { FormField } from '@/components/form-field';
import { SuggestionsPanel } from './suggestions-panel';
import { TypeField } from './type-field';
import { useEntryForm } from './use-entry-form';
import { PhotoNotSavedError, useSaveEntry } from './use-timeline';

interface EntryFormProps {
  childId: string;
  /** The entry to edit; absent to add one. */
  entry?: TimelineEntry;
  aiEnabled: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** Add or edit a timeline entry (SPEC.md sections 2, 4 and 5), with AI suggestions and an optional photo. */
export function EntryForm({ childId, entry, aiEnabled, onDone, onCancel }: EntryFormProps) {
  const id = useId();
  const form = useEntryForm(entry, aiEnabled);
  const { values } = form;
  const save = useSaveEntry();
  const [savedId, setSavedId] = useState(entry?.id);
  const [photo, setPhoto] = useState<File>();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const clearError = (name: string) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const problems = entryProblems(values);
    // SPEC.md section 5: without a title (or a child) nothing is sent.
    if (!childId || Object.keys(problems).length > 0 || photoError) {
      setErrors(problems);
      return;
    }
    setErrors({});
    const fields = {
      title: values.title,
      description: values.description,
      ...(values.timelineType ? { timelineType: values.timelineType } : {}),
      eventDate: values.eventDate,
      childId,
      tags: parseTagText(values.tagsText),
      isPrivate: values.isPrivate,
    };
    save.mutate(
      { ...(savedId ? { id: savedId } : {}), fields, ...(photo ? { photo } : {}), removePhoto },
      {
        onSuccess: () => {
          toast({ title: COPY.toast.success, description: entry ? 'Your changes were saved.' : SCREEN_COPY.timeline.entryAdded });
          onDone();
        },
        onError: (error) => {
          if (error instanceof PhotoNotSavedError) {
            setSavedId(error.entry.id);
            setPhotoError(errorMessage(error.cause));
            setFormError(`The entry was saved, but the photo was not: ${errorMessage(error.cause)}`);
            return;
          }
          setErrors(serverFieldErrors(error));
          setFormError(errorMessage(error));
        },
      },
    );
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label={entry ? `Edit ${entry.title}` : 'New timeline entry'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={field('title')} label="Title" error={errors.title}>
          <Input
            value={values.title}
            onChange={(e) => {
              clearError('title');
              form.setText('title')(e.target.value);
            }}
            maxLength={TIMELINE_LIMITS.title}
            autoComplete="off"
            required
          />
        </FormField>
        <FormField id={field('date')} label="Date" error={errors.eventDate}>
          <Input
            type="date"
            value={values.eventDate}
            onChange={(e) => {
              clearError('eventDate');
              form.setDate(e.target.value);
            }}
            max={todayLocal()}
            required
          />
        </FormField>
        <FormField id={field('description')} label="Description" error={errors.description} className="sm:col-span-2">
          <Textarea
            value={values.description}
            onChange={(e) => {
              clearError('description');
              form.setText('description')(e.target.value);
            }}
            maxLength={TIMELINE_LIMITS.description}
            placeholder="What happened? Who was there? How did they feel?"
          />
        </FormField>
        <TypeField
          id={field('type')}
          value={values.timelineType}
          suggested={form.typeSuggested}
          error={errors.timelineType}
          onChange={form.setType}
        />
        <FormField id={field('tags')} label="Tags" error={errors.tags} hint="Separate tags with commas.">
          <Input
            value={values.tagsText}
            onChange={(e) => {
              clearError('tags');
              form.setTags(e.target.value);
            }}
            placeholder="e.g. soccer, first goal"
            autoComplete="off"
          />
        </FormField>
      </div>
      <EntryPhotoPicker
        currentUrl={removePhoto ? null : (entry?.photoUrl ?? null)}
        photo={photo}
        error={photoError}
        onChange={(file, problem) => {
          setPhoto(problem ? undefined : file);
          setPhotoError(problem);
        }}
        onRemoveCurrent={() => setRemovePhoto(true)}
      />
      <div data-testid="private-entry-row" className="flex min-h-10 items-center gap-3">
        <Switch
          id={field('private')}
          // A 40px tap target around the 24px switch.
          className="relative after:absolute after:-inset-2 after:content-['']"
          checked={values.isPrivate}
          onCheckedChange={form.setPrivate}
          aria-describedby={field('private-hint')}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={field('private')}>Private entry</Label>
          <p id={field('private-hint')} className="text-xs text-muted-foreground">
            Only you will see it; your co-parent will not.
          </p>
        </div>
      </div>
      {aiEnabled ? (
        <SuggestionsPanel suggestions={form.suggestions} loading={form.loading} />
      ) : (
        <p className="text-xs text-muted-foreground">{SCREEN_COPY.timeline.aiDisabled}</p>
      )}
      {formError && (
        <p role="alert" className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : entry ? 'Save changes' : SCREEN_COPY.timeline.addEntry}
        </Button>
      </div>
    </form>
  );
}
