import { useState, type FormEvent } from 'react';
import { COPY } from '@common/copy';
import type { ChildFormValues } from '@common/child-rules';
import type { Child } from '@common/schemas/children';
import { useFormErrors } from '@/components/form/use-form-errors';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { CHILD_COPY } from './child-copy';
import { PhotoNotSavedError, useSaveChild } from './use-children';

/** The child form's photo and submit: checks with the route's schema, saves, and keeps the child's id if only the photo failed. */
export function useChildSubmit({ child, onDone }: { child: Child | undefined; onDone: () => void }) {
  const save = useSaveChild();
  const form = useFormErrors();
  const [savedId, setSavedId] = useState(child?.id);
  const [photo, setPhoto] = useState<File>();
  const [photoError, setPhotoError] = useState<string | null>(null);

  const submit = (values: ChildFormValues) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const schema = () =>
      import('@common/schemas/children').then((m) => (savedId ? m.updateChildRequestSchema : m.createChildRequestSchema));
    if (!(await form.check(schema, values, CHILD_COPY.fixFields))) return;
    if (photoError) {
      form.setFormError(CHILD_COPY.fixFields);
      return;
    }
    const wasNew = !child;
    save.mutate(
      { ...(savedId ? { id: savedId } : {}), fields: values, ...(photo ? { photo } : {}) },
      {
        onSuccess: (saved) => {
          toast({ title: COPY.toast.success, description: wasNew ? CHILD_COPY.added(saved.name) : CHILD_COPY.saved(saved.name) });
          onDone();
        },
        onError: (error) => {
          if (error instanceof PhotoNotSavedError) {
            setSavedId(error.child.id);
            setPhotoError(errorMessage(error.cause));
            form.setFormError(CHILD_COPY.photoNotSaved(error.child.name, errorMessage(error.cause)));
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
    pending: save.isPending,
    photo,
    photoError,
    choosePhoto: (file: File | undefined, problem: string | null) => {
      setPhoto(problem ? undefined : file);
      setPhotoError(problem);
    },
    submit,
  };
}
