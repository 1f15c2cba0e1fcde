import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { periodQuery, type Period } from '@common/expenses/expense-periods';
import { RECEIPT_FIELD } from '@common/expenses/expense-rules';
import type {
  CreateExpenseRequest,
  Expense,
  ExpenseSettings,
  PutExpenseSettingsRequest,
  UpdateExpenseRequest,
} from '@common/schemas/expenses';
import { apiJson } from '@/lib/api';
import { apiUpload } from '@/lib/api-upload';
import { expenseBalanceQuery, expenseSettingsQuery, expensesQuery } from '@/lib/queries/expenses';

export const useExpenseBalance = (query: string) => useQuery(expenseBalanceQuery(query));

/** The period the balance card opens on. */
export const OPENING_PERIOD: Period = '3months';

/** The balance of the period the screen opens on (it ends today, in the viewer's time zone), loaded before it first draws. */
export async function prefetchOpeningBalance(client: QueryClient): Promise<void> {
  await client.prefetchQuery(expenseBalanceQuery(periodQuery(OPENING_PERIOD)));
}
export const useExpenseSettings = () => useQuery(expenseSettingsQuery());

/** The list's key is the prefix of every expenses query: one invalidation refreshes them all. */
const refreshExpenses = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: expensesQuery().queryKey });

/** Uploads a receipt; `version` is the expense's version the author saw (the server refuses a stale one with 409). */
export function uploadReceipt(expenseId: string, file: File, version?: number): Promise<Expense> {
  const query = version === undefined ? '' : `?version=${version}`;
  return apiUpload<Expense>(`/api/expenses/${encodeURIComponent(expenseId)}/receipt${query}`, file, undefined, {
    fileField: RECEIPT_FIELD,
  });
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
    onSettled: () => refreshExpenses(queryClient),
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
    onSettled: () => refreshExpenses(queryClient),
  });
}

export function useSaveExpenseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PutExpenseSettingsRequest) => apiJson<ExpenseSettings>('PUT', '/api/expenses/settings', settings),
    onSettled: () => refreshExpenses(queryClient),
  });
}
