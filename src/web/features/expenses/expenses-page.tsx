import { Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import type { Expense } from '@common/schemas/expenses';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { childrenQuery } from '@/lib/queries/children';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BalanceCard } from './balance-card';
import { DisputeDialog } from './dispute-dialog';
import { AddExpenseCard } from './add-expense-card';
import { ExpenseForm } from './expense-form';
import { ExpenseList } from './expense-list';
import { PaymentsSection } from './payments-section';
import { defaultSplitLabel, SplitSettingsDialog } from './split-settings-dialog';
import { prefetchOpeningBalance, useDecideExpense, useExpenseBalance, useExpenseSettings } from './use-expenses';
import { EXPENSE_COPY } from './expense-copy';

/**
 * Started before the screen first draws (src/web/authenticated-app.tsx), so the balance draws with its figures.
 * @public read by the screen table, src/web/authenticated-app.tsx
 */
export const prefetchFirstData = (client: QueryClient): Promise<void> => prefetchOpeningBalance(client);

/**
 * SPEC.md section 2, 'Expenses (/expenses)', on real data, with the balance, approvals, receipts, the default split,
 * payments between the parents, and a filtered, paged list.
 */
export default function ExpensesPage() {
  useDocumentTitle(SCREEN_COPY.expenses.heading);
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const settings = useExpenseSettings();
  const parents = useExpenseBalance('').data?.parents ?? (user ? [{ id: user.id, name: `${user.firstName} ${user.lastName}` }] : []);
  const childList = useQuery(childrenQuery()).data ?? [];
  const decide = useDecideExpense();
  const [adding, setAdding] = useState(0);
  const [editing, setEditing] = useState<Expense>();
  const [disputing, setDisputing] = useState<Expense>();
  const [settingsOpen, setSettingsOpen] = useState(0);
  const splitLabel = defaultSplitLabel(settings.data, parents);
  const aiEnabled = user?.aiEnabled ?? false;

  const approve = (expense: Expense) =>
    decide.mutate(
      { expense, action: 'approve' },
      {
        onSuccess: () => toast({ title: EXPENSE_COPY.approved, description: EXPENSE_COPY.approvedText(expense.title) }),
        onError: (error) => toast({ title: EXPENSE_COPY.approveFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{SCREEN_COPY.expenses.heading}</h1>
          <p className="mt-1 text-muted-foreground">{EXPENSE_COPY.intro}</p>
        </div>
        <Button onClick={() => setAdding((n) => (n > 0 ? n : Date.now()))}>
          <Plus aria-hidden="true" />
          {SCREEN_COPY.expenses.addExpense}
        </Button>
      </div>

      <div className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm" role="note">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>{aiEnabled ? SCREEN_COPY.expenses.aiBanner : SCREEN_COPY.expenses.aiDisabled}</p>
      </div>

      {adding > 0 && (
        <AddExpenseCard
          key={adding}
          userId={userId}
          parents={parents}
          childList={childList}
          aiEnabled={aiEnabled}
          defaultSplitLabel={splitLabel}
          onClose={() => setAdding(0)}
        />
      )}

      <BalanceCard userId={userId} onOpenSettings={() => setSettingsOpen(Date.now())} defaultSplitLabel={splitLabel} />

      <PaymentsSection userId={userId} />

      <ExpenseList
        userId={userId}
        parents={parents}
        childList={childList}
        approving={decide.isPending}
        onApprove={approve}
        onDispute={setDisputing}
        onEdit={setEditing}
      />

      <Dialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{EXPENSE_COPY.editTitle}</DialogTitle>
            <DialogDescription>{editing?.status === 'disputed' ? EXPENSE_COPY.editDisputed : EXPENSE_COPY.editKept}</DialogDescription>
          </DialogHeader>
          {editing && (
            <ExpenseForm
              key={editing.id}
              expense={editing}
              userId={userId}
              parents={parents}
              childList={childList}
              aiEnabled={aiEnabled}
              defaultSplitLabel={splitLabel}
              onDone={() => setEditing(undefined)}
              onCancel={() => setEditing(undefined)}
            />
          )}
        </DialogContent>
      </Dialog>
      <DisputeDialog expense={disputing} open={disputing !== undefined} onClose={() => setDisputing(undefined)} />
      {settingsOpen > 0 && (
        <SplitSettingsDialog
          key={settingsOpen}
          open
          onClose={() => setSettingsOpen(0)}
          settings={settings.data}
          parents={parents}
          userId={userId}
        />
      )}
    </div>
  );
}
