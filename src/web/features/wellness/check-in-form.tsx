import { useId, useState } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import { FormFooter } from '@/components/form/form-footer';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckInFields } from './check-in-fields';
import { initialCheckIn, type CheckInValues } from './check-in-values';
import { useCheckInSubmit } from './use-check-in-submit';
import { WELLNESS_COPY } from './wellness-copy';

/** The 'Log Check-in' form of SPEC.md sections 2 and 5; the parent mounts it fresh each time it opens. */
export function CheckInForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const save = useCheckInSubmit(onDone);
  const [values, setValues] = useState<CheckInValues>(initialCheckIn);
  const set =
    <K extends keyof CheckInValues>(field: K) =>
    (value: CheckInValues[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{SCREEN_COPY.wellness.logCheckIn}</CardTitle>
        <CardDescription>{WELLNESS_COPY.formDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={save.submit(values)} noValidate aria-labelledby={`${id}-title`}>
          <CheckInFields id={id} values={values} errors={save.errors} set={set} />
          <FormFooter submitLabel={WELLNESS_COPY.save} pending={save.pending} error={save.formError} onCancel={onDone} />
        </form>
      </CardContent>
    </Card>
  );
}
