import { useEffect, useState } from 'react';
import type { ExpenseAnalysis } from '@common/schemas/expenses';
import { apiJson } from '@/lib/api';

export const ANALYSIS_DEBOUNCE_MS = 800;

interface Analysed {
  key: string;
  result: ExpenseAnalysis;
}

/**
 * SPEC.md section 5: the analysis is requested when the title and amount are filled and the amount is
 * greater than 0, here after a short pause in typing; failures are only logged. The result shows only
 * while the inputs are still the ones it was made for.
 */
export function useExpenseAnalysis(input: { title: string; description: string; amount: string }, enabled: boolean) {
  const [analysed, setAnalysed] = useState<Analysed | null>(null);
  const [pending, setPending] = useState(false);
  const title = input.title.trim();
  const description = input.description.trim();
  const amount = Number(input.amount);
  const ready = enabled && title.length > 0 && input.amount.trim() !== '' && Number.isFinite(amount) && amount > 0;
  const key = JSON.stringify([title, description, amount]);

  useEffect(() => {
    if (!ready) return;
    let current = true;
    const timer = setTimeout(() => {
      setPending(true);
      apiJson<ExpenseAnalysis>('POST', '/api/ai/expense-analysis', { title, description, amount })
        .then((result) => current && setAnalysed({ key, result }))
        .catch((error: unknown) => console.error('Expense analysis failed', error))
        .finally(() => current && setPending(false));
    }, ANALYSIS_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ready, key, title, description, amount]);

  return { analysis: ready && analysed?.key === key ? analysed.result : null, pending: ready && pending };
}
