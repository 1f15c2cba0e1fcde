import { EXPENSE_LIMITS } from '@common/expenses/expense-rules';
import type { FieldErrors } from '@common/forms/field-errors';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { EXPENSE_COPY } from './expense-copy';

interface ExpenseNoteFieldsProps {
  id: string;
  description: string;
  hasReceipt: boolean;
  errors: Partial<FieldErrors>;
  onDescription: (description: string) => void;
  onReceipt: (receipt: File | undefined) => void;
}

/** The optional description and receipt (a photo or a PDF). */
export function ExpenseNoteFields({ id, description, hasReceipt, errors, onDescription, onReceipt }: ExpenseNoteFieldsProps) {
  return (
    <>
      <FormField id={`${id}-description`} label={EXPENSE_COPY.description} error={errors.description} className="sm:col-span-2">
        <Textarea value={description} onChange={(e) => onDescription(e.target.value)} maxLength={EXPENSE_LIMITS.description} rows={2} />
      </FormField>
      <FormField
        id={`${id}-receipt`}
        label={hasReceipt ? EXPENSE_COPY.replaceReceipt : EXPENSE_COPY.receipt}
        error={errors.receipt}
        hint={EXPENSE_COPY.receiptHint}
        className="sm:col-span-2"
      >
        <Input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
          className="h-auto py-1.5"
          onChange={(e) => onReceipt(e.target.files?.[0])}
        />
      </FormField>
    </>
  );
}
