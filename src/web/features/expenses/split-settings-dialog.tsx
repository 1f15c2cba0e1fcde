import { useId, useState, type FormEvent } from 'react';
import { shortNamer } from '@common/expenses/expense-labels';
import type { SplitType } from '@common/expenses/expense-rules';
import type { ExpenseSettings } from '@common/schemas/expenses';
import { FormField } from '@/components/form-field';
import { FormFooter } from '@/components/form/form-footer';
import { useFormErrors } from '@/components/form/use-form-errors';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import type { Parent } from './expense-values';
import { useSaveExpenseSettings } from './use-expenses';

/** "50/50", "Alex 70% / Sam 30%" or "Alex pays all": the family's default split in a few words. */
export function defaultSplitLabel(settings: ExpenseSettings | undefined, parents: Parent[]): string {
  if (!settings || settings.splitType === 'equal' || !settings.splitUserId) return '50/50';
  const short = shortNamer(parents.map((p) => p.name));
  const bearer = short(parents.find((p) => p.id === settings.splitUserId)?.name ?? 'One parent');
  const other = short(parents.find((p) => p.id !== settings.splitUserId)?.name ?? 'the other');
  if (settings.splitPercent === 100) return `${bearer} pays all`;
  if (settings.splitPercent === 0) return `${other} pays all`;
  return `${bearer} ${settings.splitPercent}% / ${other} ${100 - settings.splitPercent}%`;
}

interface Props {
  open: boolean;
  onClose: () => void;
  settings: ExpenseSettings | undefined;
  parents: Parent[];
  userId: string;
}

/** The family's default split for new expenses (either parent may change it). */
export function SplitSettingsDialog({ open, onClose, settings, parents, userId }: Props) {
  const id = useId();
  const save = useSaveExpenseSettings();
  const [splitType, setSplitType] = useState<SplitType>(settings?.splitType ?? 'equal');
  const [userIdFor, setUserIdFor] = useState(settings?.splitUserId ?? userId);
  const [percent, setPercent] = useState(String(settings?.splitPercent ?? 50));
  const form = useFormErrors();
  const { errors } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body =
      splitType === 'equal'
        ? { splitType }
        : { splitType, splitUserId: userIdFor, splitPercent: splitType === 'full' ? 100 : Number(percent) };
    if (!(await form.check(() => import('@common/schemas/expenses').then((m) => m.putExpenseSettingsRequestSchema), body))) return;
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Default split saved', description: 'New expenses will use it unless you choose another split.' });
        onClose();
      },
      onError: form.showFailure,
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Default split</DialogTitle>
          <DialogDescription>How new expenses are shared unless you choose otherwise. Both parents can change it.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField id={`${id}-type`} label="Split">
            <NativeSelect value={splitType} onChange={(e) => setSplitType(e.target.value as SplitType)}>
              <option value="equal">Equal (50/50)</option>
              <option value="percentage">Percentage</option>
              <option value="full">Full amount to one parent</option>
            </NativeSelect>
          </FormField>
          {splitType !== 'equal' && (
            <FormField id={`${id}-parent`} label={splitType === 'full' ? 'Who pays it all' : 'Percentage for'} error={errors.splitUserId}>
              <NativeSelect
                value={userIdFor}
                onChange={(e) => setUserIdFor(e.target.value)}
                options={parents.map((p) => ({ value: p.id, label: p.name }))}
              />
            </FormField>
          )}
          {splitType === 'percentage' && (
            <FormField id={`${id}-percent`} label="Their share (%)" error={errors.splitPercent}>
              <Input type="number" min={0} max={100} step={1} value={percent} onChange={(e) => setPercent(e.target.value)} />
            </FormField>
          )}
          <FormFooter submitLabel="Save" pendingLabel="Save" pending={save.isPending} error={form.formError} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
