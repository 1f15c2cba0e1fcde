import { SCREEN_COPY } from '@common/screen-copy';
import type { Child } from '@common/schemas/children';
import { useRevealOnOpen } from '@/components/form/use-reveal-on-open';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ExpenseForm } from './expense-form';
import type { Parent } from './expense-values';

interface Props {
  userId: string;
  parents: Parent[];
  childList: Child[];
  aiEnabled: boolean;
  defaultSplitLabel: string;
  onClose: () => void;
}

/** SPEC.md section 4: the add form opens on the Add Expense button, in view and with the cursor in its first field. */
export function AddExpenseCard({ onClose, ...form }: Props) {
  const ref = useRevealOnOpen<HTMLDivElement>();
  return (
    <Card ref={ref} className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{SCREEN_COPY.expenses.addExpense}</CardTitle>
      </CardHeader>
      <CardContent>
        <ExpenseForm {...form} onDone={onClose} onCancel={onClose} />
      </CardContent>
    </Card>
  );
}
