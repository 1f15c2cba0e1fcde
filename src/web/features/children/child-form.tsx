import { useId, useState, type FormEvent } from 'react';
import { COPY } from '@common/copy';
import { SCREEN_COPY } from '@common/screen-copy';
import { CHILD_LIMITS, childFormProblems, MIN_BIRTH_DATE, type ChildFormValues } from '@common/child-rules';
import type { Child } from '@common/schemas/children';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { FormField } from '@/components/form-field';
import { todayLocal } from './format-birth-date';
import { serverFieldErrors, type FieldErrors } from './form-errors';
import { PhotoPicker } from './photo-picker';
import { PhotoNotSavedError, useSaveChild } from './use-children';

type Values = ChildFormValues;

const valuesOf = (child: Child | undefined): Values => ({
  name: child?.name ?? '',
  birthDate: child?.birthDate ?? '',
  school: child?.school ?? '',
  grade: child?.grade ?? '',
  emergencyContact: child?.emergencyContact ?? '',
  notes: child?.notes ?? '',
});

/** Add or edit a child; validated with the same schema as the server, photo uploaded after the fields. */
export function ChildForm({ child, onDone, onCancel }: { child?: Child; onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const save = useSaveChild();
  const [values, setValues] = useState<Values>(() => valuesOf(child));
  const [savedId, setSavedId] = useState(child?.id);
  const [photo, setPhoto] = useState<File>();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const problems = childFormProblems(values);
    if (Object.keys(problems).length > 0 || photoError) {
      setErrors(problems);
      setFormError('Please correct the fields marked below.');
      return;
    }
    setErrors({});
    const wasNew = !child;
    save.mutate(
      { ...(savedId ? { id: savedId } : {}), fields: values, ...(photo ? { photo } : {}) },
      {
        onSuccess: (saved) => {
          toast({ title: COPY.toast.success, description: wasNew ? `${saved.name} was added.` : `Changes to ${saved.name} were saved.` });
          onDone();
        },
        onError: (error) => {
          if (error instanceof PhotoNotSavedError) {
            setSavedId(error.child.id);
            setPhotoError(errorMessage(error.cause));
            setFormError(`${error.child.name} was saved, but the photo was not: ${errorMessage(error.cause)}`);
            return;
          }
          setErrors(serverFieldErrors(error));
          setFormError(errorMessage(error));
        },
      },
    );
  };

  const field = (name: keyof Values) => `${id}-${name}`;
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <PhotoPicker
        name={values.name}
        currentUrl={child?.profileImageUrl ?? null}
        photo={photo}
        error={photoError}
        onChange={(file, problem) => {
          setPhoto(problem ? undefined : file);
          setPhotoError(problem);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={field('name')} label="Name" error={errors.name}>
          <Input value={values.name} onChange={set('name')} maxLength={CHILD_LIMITS.name} autoComplete="off" required />
        </FormField>
        <FormField id={field('birthDate')} label="Birth date" error={errors.birthDate}>
          <Input type="date" value={values.birthDate} onChange={set('birthDate')} min={MIN_BIRTH_DATE} max={todayLocal()} required />
        </FormField>
        <FormField id={field('school')} label="School (optional)" error={errors.school}>
          <Input value={values.school} onChange={set('school')} maxLength={CHILD_LIMITS.school} />
        </FormField>
        <FormField id={field('grade')} label="Grade (optional)" error={errors.grade}>
          <Input value={values.grade} onChange={set('grade')} maxLength={CHILD_LIMITS.grade} placeholder="e.g. 4th grade" />
        </FormField>
        <FormField
          id={field('emergencyContact')}
          label="Emergency contact (optional)"
          error={errors.emergencyContact}
          className="sm:col-span-2"
        >
          <Input
            value={values.emergencyContact}
            onChange={set('emergencyContact')}
            maxLength={CHILD_LIMITS.emergencyContact}
            placeholder="Name and phone number"
          />
        </FormField>
        <FormField id={field('notes')} label="Notes (optional)" error={errors.notes} className="sm:col-span-2">
          <Textarea
            value={values.notes}
            onChange={set('notes')}
            maxLength={CHILD_LIMITS.notes}
            placeholder="Allergies, medication, routines…"
          />
        </FormField>
      </div>
      {formError && (
        <p role="alert" className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : child ? 'Save changes' : SCREEN_COPY.children.addChild}
        </Button>
      </DialogFooter>
    </form>
  );
}
