import { useId, useState, type FormEvent } from 'react';
import type { FittedTip } from '@common/schemas/learning';
import { FormField } from '@/components/form-field';
import { FormFooter } from '@/components/form/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { viewerFormat } from '@/lib/viewer-format';
import { LEARNING_COPY } from './learning-copy';
import { nextEvening, readReminderChoice, type ReminderChoice } from './tip-reminder-time';
import { useTryTip } from './use-learning';

const TEXT = LEARNING_COPY.tips;

/** 'Try This Tip': the parent picks the day and time of their own reminder (the next evening at 18:00 unless changed). */
export function TipReminderDialog({ tip, onClose }: { tip: FittedTip; onClose: () => void }) {
  const id = useId();
  const tryTip = useTryTip();
  const [choice, setChoice] = useState<ReminderChoice>(() => nextEvening());
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof ReminderChoice) => (value: string) => {
    setChoice((c) => ({ ...c, [field]: value }));
    setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readReminderChoice(choice);
    if ('error' in read) return setError(read.error);
    tryTip.mutate(
      { id: tip.id, remindAt: read.remindAt },
      {
        onSuccess: (plan) => {
          toast({ title: TEXT.addedTitle, description: TEXT.added(tip.title, viewerFormat.dateTime(plan.remindAt)) });
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TEXT.dialogTitle}</DialogTitle>
          <DialogDescription>{TEXT.dialogText(tip.title)}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-day`} label={TEXT.day}>
              <Input type="date" required value={choice.day} onChange={(e) => set('day')(e.target.value)} />
            </FormField>
            <FormField id={`${id}-time`} label={TEXT.time}>
              <Input type="time" required value={choice.time} onChange={(e) => set('time')(e.target.value)} />
            </FormField>
          </div>
          <FormFooter submitLabel={TEXT.setReminder} pending={tryTip.isPending} error={error} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
