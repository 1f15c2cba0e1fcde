import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { LEGAL_COPY } from './legal-copy';

export interface IncludeFlags {
  includeMessages: boolean;
  includeExpenses: boolean;
  includeEvents: boolean;
}

const OPTIONS: { key: keyof IncludeFlags; label: string }[] = [
  { key: 'includeMessages', label: LEGAL_COPY.includeMessages },
  { key: 'includeExpenses', label: LEGAL_COPY.includeExpenses },
  { key: 'includeEvents', label: LEGAL_COPY.includeEvents },
];

/** What the report covers; all on by default (SPEC.md section 3). */
export function IncludeCheckboxes({ id, value, onChange }: { id: string; value: IncludeFlags; onChange: (value: IncludeFlags) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{LEGAL_COPY.includeLegend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {OPTIONS.map((option) => (
          <div key={option.key} className="flex min-h-10 items-center gap-2">
            <Checkbox
              id={`${id}-${option.key}`}
              checked={value[option.key]}
              onCheckedChange={(checked) => onChange({ ...value, [option.key]: checked === true })}
            />
            <Label htmlFor={`${id}-${option.key}`} className="cursor-pointer font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
