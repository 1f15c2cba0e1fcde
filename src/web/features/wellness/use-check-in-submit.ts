import type { FormEvent } from 'react';
import { COPY } from '@common/copy';
import { SCREEN_COPY } from '@common/screen-copy';
import { useFormErrors } from '@/components/form/use-form-errors';
import { toast } from '@/components/ui/use-toast';
import { checkInBody, type CheckInValues } from './check-in-values';
import { useLogCheckIn } from './use-wellness';
import { WELLNESS_COPY } from './wellness-copy';

/** Logs a check-in once POST /api/wellness's schema accepts it; the messages show per field otherwise. */
export function useCheckInSubmit(onDone: () => void) {
  const log = useLogCheckIn();
  const form = useFormErrors();
  const submit = (values: CheckInValues) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = checkInBody(values);
    const schema = () => import('@common/schemas/wellness').then((m) => m.createWellnessEntryRequestSchema);
    if (!(await form.check(schema, body, WELLNESS_COPY.fixFields))) return;
    log.mutate(body, {
      onSuccess: () => {
        toast({ title: COPY.toast.success, description: SCREEN_COPY.wellness.entryLogged });
        onDone();
      },
      onError: form.showFailure,
    });
  };
  return { errors: form.errors, formError: form.formError, pending: log.isPending, submit };
}
