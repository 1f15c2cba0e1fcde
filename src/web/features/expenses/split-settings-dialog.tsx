import { useId, useState, type FormEvent } from 'react';
import { shortNamer } from '@common/expenses/expense-labels';
import type { SplitType } from '@common/expenses/expense-rules';
import type { ExpenseSettings } from '@common/schemas/expenses';
import { FormField } from '@/components/form-field';
import { FormFooter } from '@/components/form/form-footer';
import { useFormErrors } from '@/components/form/use-form-errors';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import type { Parent } from './expense-values';
import { useSaveExpenseSettings } from './use-expenses';
import { EXPENSE_COPY } from './expense-copy';

/** "50/50", "Alex 70% / Sam 30%" or "Alex pays all": the family's default split in a few words. */
export function defaultSplitLabel(settings: ExpenseSettings | undefined, parents: Parent[]): string {
  if (!settings || settings.splitType === 'equal' || !settings.splitUserId) return EXPENSE_COPY.equalSplit;
  const short = shortNamer(parents.map((p) => p.name));
  const bearer = short(parents.find((p) => p.id === settings.splitUserId)?.name ?? EXPENSE_COPY.oneParent);
  const other = short(parents.find((p) => p.id !== settings.splitUserId)?.name ?? EXPENSE_COPY.theOther);
  if (settings.splitPercent === 100) return EXPENSE_COPY.paysAll(bearer);
  if (settings.splitPercent === 0) return EXPENSE_COPY.paysAll(other);
  return EXPENSE_COPY.percentSplit(bearer, settings.splitPercent, other);
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
        toast({ title: EXPENSE_COPY.defaultSplitSaved, description: EXPENSE_COPY.defaultSplitSavedText });
        onClose();
      },
      onError: form.showFailure,
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{EXPENSE_COPY.defaultSplitTitle}</DialogTitle>
          <DialogDescription>{EXPENSE_COPY.defaultSplitText}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField id={`${id}-type`} label={EXPENSE_COPY.split}>
            <Select value={splitType} onChange={(e) => setSplitType(e.target.value as SplitType)}>
              <option value="equal">{EXPENSE_COPY.splitEqual}</option>
              <option value="percentage">{EXPENSE_COPY.splitPercentage}</option>
              <option value="full">{EXPENSE_COPY.splitFull}</option>
            </Select>
          </FormField>
          {splitType !== 'equal' && (
            <FormField
              id={`${id}-parent`}
              label={splitType === 'full' ? EXPENSE_COPY.whoPaysAll : EXPENSE_COPY.percentageFor}
              error={errors.splitUserId}
            >
              <Select
                value={userIdFor}
                onChange={(e) => setUserIdFor(e.target.value)}
                options={parents.map((p) => ({ value: p.id, label: p.name }))}
              />
            </FormField>
          )}
          {splitType === 'percentage' && (
            <FormField id={`${id}-percent`} label={EXPENSE_COPY.theirShare} error={errors.splitPercent}>
              <Input type="number" min={0} max={100} step={1} value={percent} onChange={(e) => setPercent(e.target.value)} />
            </FormField>
          )}
          <FormFooter
            submitLabel={EXPENSE_COPY.save}
            pendingLabel={EXPENSE_COPY.save}
            pending={save.isPending}
            error={form.formError}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
