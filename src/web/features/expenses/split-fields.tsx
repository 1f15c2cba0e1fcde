import { shortNamer } from '@common/expenses/expense-labels';
import type { SplitType } from '@common/expenses/expense-rules';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { NativeSelect } from '@/components/ui/native-select';

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
      <FormField id={`${id}-split`} label="Split">
        <NativeSelect value={value.choice} onChange={(e) => onChange({ ...value, choice: e.target.value as SplitChoice })}>
          {defaultLabel && <option value="default">Family default ({defaultLabel})</option>}
          <option value="equal">Equal (50/50)</option>
          <option value="percentage">Percentage</option>
          <option value="full">Full amount to one parent</option>
        </NativeSelect>
      </FormField>
      {value.choice === 'percentage' && (
        <FormField
          id={`${id}-percent`}
          label={`${payer}'s share (%)`}
          error={error}
          hint={`${other} pays ${Math.max(0, 100 - Number(value.payerPercent || 0))}%`}
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
        <FormField id={`${id}-full`} label="Who pays it all">
          <NativeSelect value={value.fullOn} onChange={(e) => onChange({ ...value, fullOn: e.target.value as 'payer' | 'other' })}>
            <option value="payer">{payer} (who paid)</option>
            <option value="other">{other}</option>
          </NativeSelect>
        </FormField>
      )}
    </>
  );
}
