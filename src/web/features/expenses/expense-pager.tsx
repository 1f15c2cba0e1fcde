import { ChevronLeft, ChevronRight } from 'lucide-react';
import { EXPENSE_PAGE_SIZE } from '@common/expenses/expense-rules';
import { Button } from '@/components/ui/button';
import { EXPENSE_COPY } from './expense-copy';
import { lastPage } from './expense-filters';

const COPY = EXPENSE_COPY.pager;

/** "Showing 21–40 of 57" with Previous and Next; nothing when everything fits on one page. */
export function ExpensePager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = lastPage(total);
  if (pages <= 1) return null;
  const first = (page - 1) * EXPENSE_PAGE_SIZE + 1;
  const last = Math.min(total, page * EXPENSE_PAGE_SIZE);
  return (
    <nav aria-label={COPY.label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {COPY.showing(first, last, total)}
        <span className="sr-only">, {COPY.page(page, pages)}</span>
      </p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          {COPY.previous}
        </Button>
        <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {COPY.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
