import { shortNamer } from '@common/expenses/expense-labels';
import type { SplitType } from '@common/expenses/expense-rules';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { Select } from '@/components/ui/select';
import { EXPENSE_COPY } from './expense-copy';

export type SplitChoice = 'default' | SplitType;
export interface SplitValues {
  choice: SplitChoice;
  /** The payer's share for a percentage split, as typed. */
  payerPercent: string;
  /** Who bears a full split. */
  fullOn: 'payer' | 'other';
}

/** The split as the API takes it (the payer's share), or undefined for the family default. */
export function splitPayload(split: SplitValues): { splitType: SplitType; splitPercent?: number } | undefined {
  if (split.choice === 'default') return undefined;
  if (split.choice === 'equal') return { splitType: 'equal' };
  if (split.choice === 'full') return { splitType: 'full', splitPercent: split.fullOn === 'payer' ? 100 : 0 };
  return { splitType: 'percentage', splitPercent: Number(split.payerPercent) };
}

interface SplitFieldsProps {
  id: string;
  value: SplitValues;
  onChange: (value: SplitValues) => void;
  payerName: string;
  otherName: string;
  /** "50/50" or "Alex 70% / Sam 30%"; absent when editing (no default applies). */
  defaultLabel?: string | undefined;
  error?: string | undefined;
}

/** How the amount is shared: the family default, equal, a percentage for the payer, or all on one parent. */
export function SplitFields({ id, value, onChange, payerName, otherName, defaultLabel, error }: SplitFieldsProps) {
  const short = shortNamer([payerName, otherName]);
  const payer = short(payerName);
  const other = short(otherName);
  return (
    <>
      <FormField id={`${id}-split`} label={EXPENSE_COPY.split}>
        <Select value={value.choice} onChange={(e) => onChange({ ...value, choice: e.target.value as SplitChoice })}>
          {defaultLabel && <option value="default">{EXPENSE_COPY.splitFamilyDefault(defaultLabel)}</option>}
          <option value="equal">{EXPENSE_COPY.splitEqual}</option>
          <option value="percentage">{EXPENSE_COPY.splitPercentage}</option>
          <option value="full">{EXPENSE_COPY.splitFull}</option>
        </Select>
      </FormField>
      {value.choice === 'percentage' && (
        <FormField
          id={`${id}-percent`}
          label={EXPENSE_COPY.payerShare(payer)}
          error={error}
          hint={EXPENSE_COPY.otherPays(other, Math.max(0, 100 - Number(value.payerPercent || 0)))}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={value.payerPercent}
            onChange={(e) => onChange({ ...value, payerPercent: e.target.value })}
          />
        </FormField>
      )}
      {value.choice === 'full' && (
        <FormField id={`${id}-full`} label={EXPENSE_COPY.whoPaysAll}>
          <Select value={value.fullOn} onChange={(e) => onChange({ ...value, fullOn: e.target.value as 'payer' | 'other' })}>
            <option value="payer">{EXPENSE_COPY.whoPaid(payer)}</option>
            <option value="other">{other}</option>
          </Select>
        </FormField>
      )}
    </>
  );
}
