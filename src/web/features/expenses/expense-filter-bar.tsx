import { useId, type ReactElement } from 'react';
import { PERIODS, type Period } from '@common/expenses/expense-periods';
import {
  CATEGORY_LABELS,
  EXPENSE_CATEGORIES,
  EXPENSE_STATUSES,
  type ExpenseCategory,
  type ExpenseStatus,
} from '@common/expenses/expense-rules';
import type { Child } from '@common/schemas/children';
import { SCREEN_COPY } from '@common/screen-copy';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { EXPENSE_COPY } from './expense-copy';
import { hasFilters, NO_FILTERS, type ExpenseFilters } from './expense-filters';

const COPY = EXPENSE_COPY.filters;
const STATUS_OPTIONS = EXPENSE_STATUSES.map((s) => ({ value: s, label: SCREEN_COPY.expenses.statuses[s] }));
const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

interface Props {
  filters: ExpenseFilters;
  childList: Child[];
  onChange: (next: Partial<ExpenseFilters>) => void;
}

/** Status, child, category and period of the list; each change shows the first page of what matches. */
export function ExpenseFilterBar({ filters, childList, onChange }: Props) {
  const id = useId();
  const select = (name: string, label: string, control: ReactElement) => (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={`${id}-${name}`} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {control}
    </div>
  );
  return (
    <div role="group" aria-label={COPY.label} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      {select(
        'status',
        COPY.status,
        <Select
          id={`${id}-status`}
          value={filters.status}
          onValueChange={(value) => onChange({ status: value as ExpenseStatus | '' })}
          options={STATUS_OPTIONS}
        >
          <option value="">{COPY.anyStatus}</option>
        </Select>,
      )}
      {select(
        'child',
        COPY.child,
        <Select
          id={`${id}-child`}
          value={filters.child}
          onValueChange={(value) => onChange({ child: value })}
          options={childList.map((c) => ({ value: c.id, label: c.name }))}
        >
          <option value="">{COPY.anyChild}</option>
        </Select>,
      )}
      {select(
        'category',
        COPY.category,
        <Select
          id={`${id}-category`}
          value={filters.category}
          onValueChange={(value) => onChange({ category: value as ExpenseCategory | '' })}
          options={CATEGORY_OPTIONS}
        >
          <option value="">{COPY.anyCategory}</option>
        </Select>,
      )}
      {select(
        'period',
        COPY.period,
        <Select
          id={`${id}-period`}
          value={filters.period}
          onValueChange={(value) => onChange({ period: value as Period })}
          options={PERIODS}
        />,
      )}
      {hasFilters(filters) && (
        <Button variant="ghost" className="col-span-2 justify-self-start sm:col-span-1" onClick={() => onChange(NO_FILTERS)}>
          {COPY.clear}
        </Button>
      )}
    </div>
  );
}
