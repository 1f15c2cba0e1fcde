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

/** Uploads a receipt; `version` is the expense's version the author saw (the server refuses a stale one with 409). */
export async function uploadReceipt(expenseId: string, file: File, version?: number): Promise<Expense> {
  const body = new FormData();
  body.append(RECEIPT_FIELD, file);
  const query = version === undefined ? '' : `?version=${version}`;
  const res = await fetch(`/api/expenses/${encodeURIComponent(expenseId)}/receipt${query}`, {
    method: 'POST',
    body,
    credentials: 'include',
  });
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
  /** The expense being edited (its id and the version the author saw); absent to add a new one. */
  editing?: Pick<Expense, 'id' | 'version'> | undefined;
  fields: CreateExpenseRequest | UpdateExpenseRequest;
  receipt?: File | undefined;
}

/**
 * Adds or edits an expense, then uploads the chosen receipt; every expenses query refreshes either way.
 * An edit carries the version the author saw, so a change made meanwhile (an approval) is not overwritten: 409.
 */
export function useSaveExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ editing, fields, receipt }: SaveExpenseInput): Promise<Expense> => {
      const expense = editing
        ? await apiJson<Expense>('PATCH', `/api/expenses/${encodeURIComponent(editing.id)}`, { ...fields, version: editing.version })
        : await apiJson<Expense>('POST', '/api/expenses', fields);
      if (!receipt) return expense;
      try {
        return await uploadReceipt(expense.id, receipt, expense.version);
      } catch (error) {
        throw new ReceiptNotSavedError(expense, error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPENSES_KEY }),
  });
}

export interface DecideExpenseInput {
  /** The expense as the parent saw it: a decision on a version that changed since is refused (409). */
  expense: Pick<Expense, 'id' | 'version'>;
  action: 'approve' | 'dispute';
  reason?: string;
}

export function useDecideExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expense, action, reason }: DecideExpenseInput) =>
      apiJson<Expense>(
        'POST',
        `/api/expenses/${encodeURIComponent(expense.id)}/${action}`,
        action === 'dispute' ? { reason, version: expense.version } : { version: expense.version },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPENSES_KEY }),
  });
}

export function useUploadReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expense, file }: { expense: Pick<Expense, 'id' | 'version'>; file: File }) =>
      uploadReceipt(expense.id, file, expense.version),
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
