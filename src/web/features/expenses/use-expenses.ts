import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RECEIPT_FIELD } from '@common/expenses/expense-rules';
import type {
  CreateExpenseRequest,
  Expense,
  ExpenseBalance,
  ExpenseSettings,
  PutExpenseSettingsRequest,
  UpdateExpenseRequest,
} from '@common/schemas/expenses';
import { apiJson, throwIfResNotOk } from '@/lib/api';

/** Every expenses query starts with this key, so one invalidation (or an 'expenses.changed' event) refreshes them all. */
export const EXPENSES_KEY = ['/api/expenses'] as const;

export const useExpenses = () => useQuery<Expense[]>({ queryKey: EXPENSES_KEY });
export const useExpenseBalance = (query: string) => useQuery<ExpenseBalance>({ queryKey: [...EXPENSES_KEY, `balance${query}`] });
export const useExpenseSettings = () => useQuery<ExpenseSettings>({ queryKey: [...EXPENSES_KEY, 'settings'] });

export async function uploadReceipt(expenseId: string, file: File): Promise<Expense> {
  const body = new FormData();
  body.append(RECEIPT_FIELD, file);
  const res = await fetch(`/api/expenses/${encodeURIComponent(expenseId)}/receipt`, { method: 'POST', body, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as Expense;
}

/** Thrown when the expense was saved but its receipt was not. */
export class ReceiptNotSavedError extends Error {
  constructor(
    readonly expense: Expense,
    override readonly cause: unknown,
  ) {
    super('receipt not saved');
  }
}

export interface SaveExpenseInput {
  /** Absent to add a new expense. */
  id?: string;
  fields: CreateExpenseRequest | UpdateExpenseRequest;
  receipt?: File | undefined;
}

/** Adds or edits an expense, then uploads the chosen receipt; every expenses query refreshes either way. */
export function useSaveExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields, receipt }: SaveExpenseInput): Promise<Expense> => {
      const expense = id
        ? await apiJson<Expense>('PATCH', `/api/expenses/${encodeURIComponent(id)}`, fields)
        : await apiJson<Expense>('POST', '/api/expenses', fields);
      if (!receipt) return expense;
      try {
        return await uploadReceipt(expense.id, receipt);
      } catch (error) {
        throw new ReceiptNotSavedError(expense, error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPENSES_KEY }),
  });
}

export function useDecideExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'approve' | 'dispute'; reason?: string }) =>
      apiJson<Expense>('POST', `/api/expenses/${encodeURIComponent(id)}/${action}`, action === 'dispute' ? { reason } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPENSES_KEY }),
  });
}

export function useUploadReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadReceipt(id, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPENSES_KEY }),
  });
}

export function useSaveExpenseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PutExpenseSettingsRequest) => apiJson<ExpenseSettings>('PUT', '/api/expenses/settings', settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPENSES_KEY }),
  });
}
