import { useId, useState } from 'react';
import type { ChildFormValues } from '@common/child-rules';
import { SCREEN_COPY } from '@common/screen-copy';
import type { Child } from '@common/schemas/children';
import { FormFooter } from '@/components/form/form-footer';
import { ChildFields } from './child-fields';
import { CHILD_COPY } from './child-copy';
import { PhotoPicker } from './photo-picker';
import { useChildSubmit } from './use-child-submit';

const valuesOf = (child: Child | undefined): ChildFormValues => ({
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
  const save = useChildSubmit({ child, onDone });
  const [values, setValues] = useState<ChildFormValues>(() => valuesOf(child));
  return (
    <form className="grid gap-4" onSubmit={save.submit(values)} noValidate>
      <PhotoPicker
        name={values.name}
        currentUrl={child?.profileImageUrl ?? null}
        photo={save.photo}
        error={save.photoError}
        onChange={save.choosePhoto}
      />
      <ChildFields id={id} values={values} errors={save.errors} onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))} />
      <FormFooter
        submitLabel={child ? CHILD_COPY.saveChanges : SCREEN_COPY.children.addChild}
        pending={save.pending}
        error={save.formError}
        onCancel={onCancel}
      />
    </form>
  );
}
