import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Child } from '@common/schemas/children';
import type { Expense } from '@common/schemas/expenses';
import { SCREEN_COPY } from '@common/screen-copy';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { expensePageQuery } from '@/lib/queries/expenses';
import { EXPENSE_COPY } from './expense-copy';
import { ExpenseFilterBar } from './expense-filter-bar';
import { hasFilters, lastPage, NO_FILTERS, pageQueryOf } from './expense-filters';
import { ExpenseItem } from './expense-item';
import { ExpensePager } from './expense-pager';
import type { Parent } from './expense-values';
import { useExpenseFilters } from './use-expense-filters';

interface Props {
  userId: string;
  parents: Parent[];
  childList: Child[];
  approving: boolean;
  onApprove: (expense: Expense) => void;
  onDispute: (expense: Expense) => void;
  onEdit: (expense: Expense) => void;
}

/** The expenses, filtered and paged by the server (filters and page in the address), newest expense date first. */
export function ExpenseList({ userId, parents, childList, approving, onApprove, onDispute, onEdit }: Props) {
  const { filters, setFilters } = useExpenseFilters();
  // The previous page stays on screen while the next one loads, so paging does not jump.
  const page = useQuery({ ...expensePageQuery(pageQueryOf(filters)), placeholderData: keepPreviousData });
  const data = page.data;
  const filtered = hasFilters(filters);
  const section = useRef<HTMLElement>(null);
  /** A new page starts at the top of the list, not at the pager where it was asked for. */
  const showPage = (next: number) => {
    setFilters({ page: next });
    section.current?.scrollIntoView({ block: 'start' });
  };

  // A page past the end (the last expenses of it were filtered away, or an old link): show the last page instead.
  const beyond = data !== undefined && !page.isPlaceholderData && data.items.length === 0 && filters.page > lastPage(data.total);
  useEffect(() => {
    if (beyond) setFilters({ page: lastPage(data.total) });
  }, [beyond, data, setFilters]);

  return (
    <section ref={section} aria-labelledby="expense-list-heading" className="grid scroll-mt-20 gap-3">
      <h2 id="expense-list-heading" className="text-lg font-semibold">
        {EXPENSE_COPY.allExpenses}
      </h2>
      {(filtered || (data?.total ?? 0) > 0) && <ExpenseFilterBar filters={filters} childList={childList} onChange={setFilters} />}
      {page.isLoading ? (
        <div className="grid gap-3" aria-busy="true" aria-label={EXPENSE_COPY.loading}>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : page.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 px-3 py-2 text-sm text-destructive">
          {errorMessage(page.error, EXPENSE_COPY.loadError)}
        </p>
      ) : !data || data.total === 0 ? (
        filtered ? (
          <Card className="grid justify-items-center gap-3 p-6 text-center">
            <p className="text-sm text-muted-foreground">{EXPENSE_COPY.filters.noMatch}</p>
            <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
              {EXPENSE_COPY.filters.clear}
            </Button>
          </Card>
        ) : (
          <Card className="grid justify-items-center gap-3 p-8 text-center">
            <Receipt className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{SCREEN_COPY.expenses.empty}</h2>
            <p className="text-sm text-muted-foreground">{EXPENSE_COPY.emptyText}</p>
          </Card>
        )
      ) : (
        <>
          {data.items.map((expense) => (
            <ExpenseItem
              key={expense.id}
              expense={expense}
              userId={userId}
              parents={parents}
              canAct
              approving={approving}
              onApprove={() => onApprove(expense)}
              onDispute={() => onDispute(expense)}
              onEdit={() => onEdit(expense)}
            />
          ))}
          <ExpensePager page={data.page} total={data.total} onPage={showPage} />
        </>
      )}
    </section>
  );
}
