import { Banknote, Download, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { balanceSentence } from '@common/expenses/expense-labels';
import { PERIODS, periodQuery, type Period } from '@common/expenses/expense-periods';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CategoryChart } from './category-chart';
import { RecordPaymentDialog } from './record-payment-dialog';
import { OPENING_PERIOD, useExpenseBalance } from './use-expenses';
import { Select } from '@/components/ui/select';
import { EXPENSE_COPY } from './expense-copy';
import { viewerFormat } from '@/lib/viewer-format';

/** The balance in one sentence at the top with a way to record a payment, then the period's spending by category and the CSV export. */
export function BalanceCard({
  userId,
  onOpenSettings,
  defaultSplitLabel,
}: {
  userId: string;
  onOpenSettings: () => void;
  defaultSplitLabel: string;
}) {
  const [period, setPeriod] = useState<Period>(OPENING_PERIOD);
  const [recording, setRecording] = useState(false);
  const query = periodQuery(period);
  const balance = useExpenseBalance(query);
  const periodLabel = PERIODS.find((p) => p.value === period)?.label ?? '';
  const data = balance.data;
  // Only a parent of the family records a payment, and only to the other parent.
  const payee = data?.parents.some((p) => p.id === userId) ? data.parents.find((p) => p.id !== userId) : undefined;
  const owedCents = data && data.balance.owedBy === userId ? data.balance.amountCents : 0;
  return (
    <Card>
      <CardContent className="grid min-w-0 grid-cols-1 gap-4 pt-5 sm:pt-6">
        <div className="grid gap-1">
          {data ? (
            <p className="text-2xl font-bold tracking-tight break-words" data-testid="balance-sentence" aria-live="polite">
              {balanceSentence(data.balance, userId, viewerFormat)}
            </p>
          ) : (
            <Skeleton className="h-8 w-56" />
          )}
          <p className="text-sm text-muted-foreground">
            {EXPENSE_COPY.balanceSource}
            {data && data.totals.pendingCents > 0 && EXPENSE_COPY.pendingTotal(viewerFormat.money(data.totals.pendingCents), periodLabel)}
          </p>
          {payee && (
            <Button variant="outline" className="mt-2 justify-self-start" onClick={() => setRecording(true)}>
              <Banknote aria-hidden="true" />
              {EXPENSE_COPY.payments.record}
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 className="text-base font-semibold">{EXPENSE_COPY.spendingByCategory}</h2>
            <label htmlFor="expense-period" className="sr-only">
              {EXPENSE_COPY.period}
            </label>
            <Select id="expense-period" value={period} onChange={(e) => setPeriod(e.target.value as Period)} options={PERIODS} />
          </div>
          <div className="flex min-w-0 flex-wrap gap-2">
            <Button variant="outline" onClick={onOpenSettings} className="h-auto min-h-10 max-w-full">
              <Settings2 aria-hidden="true" />
              <span className="whitespace-normal text-left">{EXPENSE_COPY.defaultSplitButton(defaultSplitLabel)}</span>
            </Button>
            <Button asChild variant="outline">
              <a href={`/api/expenses.csv${query}`} download>
                <Download aria-hidden="true" />
                {EXPENSE_COPY.downloadCsv}
              </a>
            </Button>
          </div>
        </div>
        {data ? <CategoryChart byCategory={data.byCategory} periodLabel={periodLabel} /> : <Skeleton className="h-24 w-full" />}
      </CardContent>
      {recording && payee && <RecordPaymentDialog toName={payee.name} owedCents={owedCents} onClose={() => setRecording(false)} />}
    </Card>
  );
}
