import { Check, FileText, Pencil, ThumbsDown } from 'lucide-react';
import { SCREEN_COPY } from '@common/screen-copy';
import { shortNamer, splitLabel } from '@common/expenses/expense-labels';
import { CATEGORY_LABELS } from '@common/expenses/expense-rules';
import type { Expense } from '@common/schemas/expenses';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExpenseHistory } from './expense-history';
import type { Parent } from './expense-values';
import { EXPENSE_COPY } from './expense-copy';
import { viewerFormat } from '@/lib/viewer-format';

const STATUS_VARIANT = { approved: 'success', pending: 'warning', disputed: 'destructive' } as const;

interface ExpenseItemProps {
  expense: Expense;
  userId: string;
  parents: Parent[];
  canAct: boolean;
  onApprove: () => void;
  onDispute: () => void;
  onEdit: () => void;
  approving: boolean;
}

/** One expense: amount to 2 decimals, status, who paid and how it is split, the decision and the actions open to the viewer. */
export function ExpenseItem({ expense, userId, parents, canAct, onApprove, onDispute, onEdit, approving }: ExpenseItemProps) {
  const other = parents.find((p) => p.id !== expense.paidBy)?.name ?? EXPENSE_COPY.coParentFallback;
  const mine = expense.createdBy === userId;
  const decidable = canAct && !mine && expense.status === 'pending';
  const editable = canAct && mine && expense.status !== 'approved';
  const short = shortNamer([other, expense.paidByName]);
  const owes =
    expense.otherShareCents > 0
      ? EXPENSE_COPY.owes(short(other), short(expense.paidByName), viewerFormat.money(expense.otherShareCents))
      : null;
  return (
    <Card className="grid gap-3 p-4 sm:p-5" data-testid="expense-item">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{expense.title}</h3>
          <p className="text-sm text-muted-foreground">
            {viewerFormat.date(expense.expenseDate)}
            {expense.category && ` · ${CATEGORY_LABELS[expense.category]}`}
            {expense.childName && ` · ${expense.childName}`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-lg font-semibold tabular-nums">{viewerFormat.money(expense.amountCents)}</span>
          <Badge variant={STATUS_VARIANT[expense.status]}>{SCREEN_COPY.expenses.statuses[expense.status]}</Badge>
        </div>
      </div>
      {expense.description && <p className="text-sm break-words">{expense.description}</p>}
      <p className="text-sm">
        {EXPENSE_COPY.paidByText(expense.paidByName)} · {splitLabel(expense, other)}
        {owes && <span className="text-muted-foreground"> · {owes}</span>}
      </p>
      {expense.status === 'disputed' && expense.disputeReason && (
        <p className="rounded-md bg-destructive/10 px-3 py-2 text-sm">
          {EXPENSE_COPY.disputedBy(expense.decidedByName ?? '', expense.disputeReason)}
          {mine && EXPENSE_COPY.sendBackHint}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {expense.receipt && (
          <Button asChild variant="outline">
            <a href={expense.receipt.url} target="_blank" rel="noopener noreferrer">
              <FileText aria-hidden="true" />
              {EXPENSE_COPY.viewReceipt}
            </a>
          </Button>
        )}
        {decidable && (
          <>
            <Button onClick={onApprove} disabled={approving} aria-label={EXPENSE_COPY.approveLabel(expense.title)}>
              <Check aria-hidden="true" />
              {EXPENSE_COPY.approve}
            </Button>
            <Button variant="destructive-outline" onClick={onDispute} aria-label={EXPENSE_COPY.disputeLabel(expense.title)}>
              <ThumbsDown aria-hidden="true" />
              {EXPENSE_COPY.dispute}
            </Button>
          </>
        )}
        {editable && (
          <Button variant="outline" onClick={onEdit} aria-label={EXPENSE_COPY.editItemLabel(expense.title)}>
            <Pencil aria-hidden="true" />
            {EXPENSE_COPY.edit}
          </Button>
        )}
      </div>
      <ExpenseHistory history={expense.history} />
    </Card>
  );
}
