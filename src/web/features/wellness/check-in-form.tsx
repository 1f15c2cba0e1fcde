import { useEffect, useId, useRef, useState } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import { FormFooter } from '@/components/form/form-footer';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckInFields } from './check-in-fields';
import { initialCheckIn, type CheckInValues } from './check-in-values';
import { useCheckInSubmit } from './use-check-in-submit';
import { WELLNESS_COPY } from './wellness-copy';

/** The 'Log Check-in' form of SPEC.md sections 2 and 5; the parent mounts it fresh each time it opens. */
export function CheckInForm({ onDone, focusFirstField = false }: { onDone: () => void; focusFirstField?: boolean }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from elsewhere (`?open=check-in`), the first field takes the cursor. The screen may still be hidden behind
  // the app's loading boundary as the form mounts, so for its first second the field takes focus back whenever focus
  // has fallen to the page itself (never from a field the parent chose).
  useEffect(() => {
    if (!focusFirstField) return;
    let frame = 0;
    let frames = 0;
    const keepFocus = () => {
      const first = formRef.current?.querySelector<HTMLElement>('[role="slider"], input, select, textarea');
      if (!document.activeElement || document.activeElement === document.body) first?.focus();
      if (++frames < 60) frame = requestAnimationFrame(keepFocus);
    };
    keepFocus();
    return () => cancelAnimationFrame(frame);
  }, [focusFirstField]);
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
        <form ref={formRef} className="grid gap-5" onSubmit={save.submit(values)} noValidate aria-labelledby={`${id}-title`}>
          <CheckInFields id={id} values={values} errors={save.errors} set={set} />
          <FormFooter submitLabel={WELLNESS_COPY.save} pending={save.pending} error={save.formError} onCancel={onDone} />
        </form>
      </CardContent>
    </Card>
  );
}
