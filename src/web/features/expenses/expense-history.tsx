import type { Expense } from '@common/schemas/expenses';
import { viewerFormat } from '@/lib/viewer-format';
import { EXPENSE_COPY } from './expense-copy';

const ACTIONS: Record<Expense['history'][number]['action'], string> = {
  ...EXPENSE_COPY.historyActions,
};

/** Who did what and when (and why), oldest first: the expense's audit trail. */
export function ExpenseHistory({ history }: { history: Expense['history'] }) {
  return (
    <details className="text-sm">
      <summary className="flex min-h-10 cursor-pointer items-center text-muted-foreground">{EXPENSE_COPY.history(history.length)}</summary>
      <ol className="mt-1 space-y-1 border-l pl-3">
        {history.map((step, i) => (
          <li key={`${step.at}-${i}`}>
            <span className="font-medium">{step.byName}</span> {ACTIONS[step.action]}{' '}
            <span className="text-muted-foreground">· {viewerFormat.dateTime(step.at)}</span>
            {step.reason && <span className="block text-muted-foreground">“{step.reason}”</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
